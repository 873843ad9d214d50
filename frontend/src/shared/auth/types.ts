import type { ApiSchemas } from '../api/generated/api-schema';

export type Role = ApiSchemas['Role'];

export type User = ApiSchemas['UserResponse'];

export type LoginResponse = ApiSchemas['SessionResponse'];
