import { ApiProperty } from '@nestjs/swagger';

/**
 * `{ success: true }`: an action that has nothing else to say. The document says `true`; the
 * class accepts any boolean, as some services build the body without a literal type.
 */
export class SuccessResponse {
  @ApiProperty({ enum: [true] })
  success: boolean;
}

/** `{ success: true, message }`: an action that answers with a sentence (spec §3). */
export class MessageResponse extends SuccessResponse {
  @ApiProperty()
  message: string;
}
