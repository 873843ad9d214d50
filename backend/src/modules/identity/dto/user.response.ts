import { ApiProperty } from '@nestjs/swagger';
import { MessageResponse, SuccessResponse } from '../../../shared/dto/success.response';

/** A user as the API shows it (CONTRACT §3: camelCase, no secrets). */
export class UserResponse {
  @ApiProperty()
  id: number;

  @ApiProperty()
  email: string;

  @ApiProperty()
  fullName: string;

  @ApiProperty({ enum: ['user', 'admin'], enumName: 'Role' })
  role: 'user' | 'admin';

  @ApiProperty()
  isVerified: boolean;

  @ApiProperty()
  createdAt: Date;
}

export class SessionResponse {
  @ApiProperty()
  accessToken: string;

  @ApiProperty()
  refreshToken: string;

  @ApiProperty({ type: UserResponse })
  user: UserResponse;
}

export class MeResponse {
  @ApiProperty({ type: UserResponse })
  user: UserResponse;
}

export class RegisteredResponse extends MessageResponse {
  @ApiProperty({ type: UserResponse })
  user: UserResponse;
}

/** A user changed by their own profile or by an admin. */
export class UserChangedResponse extends SuccessResponse {
  @ApiProperty({ type: UserResponse })
  user: UserResponse;
}

class TokenEmail {
  @ApiProperty()
  email: string;
}

/** verify-reset-token: the address the token belongs to. */
export class TokenCheckResponse extends MessageResponse {
  @ApiProperty({ type: TokenEmail })
  data: TokenEmail;
}

class VerifiedEmail extends TokenEmail {
  /** True when the link had already been used and the account is verified: nothing changed. */
  @ApiProperty()
  alreadyVerified: boolean;
}

export class VerifyEmailResponse extends MessageResponse {
  @ApiProperty({ type: VerifiedEmail })
  data: VerifiedEmail;
}
