import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../shared/auth';
import {
  AccessGrantCreatedResponse,
  AccessGrantListResponse,
  AccessGrantsService,
  CreateGrantDto,
} from '../analyzer';
import { AdminAuditRepository } from './admin-audit.repository';

/** Access grants (CONTRACT §7.2): segments of the catalogue given to a user or to a plan. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin')
export class AccessGrantsController {
  constructor(
    private readonly grants: AccessGrantsService,
    private readonly audit: AdminAuditRepository,
  ) {}

  @Get('usermanagement/:id/grants')
  @ApiOkResponse({ type: AccessGrantListResponse })
  async listOfUser(@Param('id', ParseIntPipe) id: number): Promise<AccessGrantListResponse> {
    return { grants: await this.grants.list({ userId: id }) };
  }

  @Post('usermanagement/:id/grants')
  @HttpCode(201)
  @ApiOkResponse({ type: AccessGrantCreatedResponse })
  async grantToUser(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: CreateGrantDto,
  ): Promise<AccessGrantCreatedResponse> {
    const grant = await this.grants.create(actor, { userId: id }, dto);
    await this.audit.record({
      actorId: actor.id,
      targetUserId: id,
      action: 'grant.create',
      before: null,
      after: { ...grant },
    });
    return { grant };
  }

  @Delete('usermanagement/:id/grants/:grantId')
  @HttpCode(204)
  @ApiNoContentResponse()
  async revokeFromUser(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Param('grantId', ParseIntPipe) grantId: number,
  ): Promise<void> {
    await this.grants.delete({ userId: id }, grantId);
    await this.audit.record({
      actorId: actor.id,
      targetUserId: id,
      action: 'grant.delete',
      before: { id: grantId },
      after: null,
    });
  }

  @Get('plans/:id/grants')
  @ApiOkResponse({ type: AccessGrantListResponse })
  async listOfPlan(@Param('id', ParseIntPipe) id: number): Promise<AccessGrantListResponse> {
    return { grants: await this.grants.list({ planId: id }) };
  }

  @Post('plans/:id/grants')
  @HttpCode(201)
  @ApiOkResponse({ type: AccessGrantCreatedResponse })
  async grantToPlan(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: CreateGrantDto,
  ): Promise<AccessGrantCreatedResponse> {
    return { grant: await this.grants.create(actor, { planId: id }, dto) };
  }

  @Delete('plans/:id/grants/:grantId')
  @HttpCode(204)
  @ApiNoContentResponse()
  revokeFromPlan(
    @Param('id', ParseIntPipe) id: number,
    @Param('grantId', ParseIntPipe) grantId: number,
  ): Promise<void> {
    return this.grants.delete({ planId: id }, grantId);
  }
}
