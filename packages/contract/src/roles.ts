import * as z from 'zod/mini';

export const ROLES = ['student', 'teacher'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;
