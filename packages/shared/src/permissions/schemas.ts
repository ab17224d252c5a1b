import { z } from 'zod';
import { memberRoles, memberStatuses } from './roles';

export const memberRoleSchema = z.enum(memberRoles);
export const memberStatusSchema = z.enum(memberStatuses);
