/** Sign-in and account schemas, shared by the API and the CMS forms. */
import { z } from 'zod';

export const loginSchema = z.object({
  username: z.string().trim().min(1, 'Enter your username').max(100),
  password: z.string().min(1, 'Enter your password').max(200),
});

export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Use at least 3 characters')
  .max(40, 'Use at most 40 characters')
  .regex(/^[a-z0-9._-]+$/i, 'Use letters, digits, dots, dashes or underscores');

export const newPasswordSchema = z
  .string()
  .min(12, 'Use at least 12 characters')
  .max(200, 'Use at most 200 characters');

export const registerSchema = z.object({ username: usernameSchema, password: newPasswordSchema });

export const changePasswordSchema = z.object({
  /** Whose password; defaults to the signed-in user's own. */
  username: z.string().trim().max(100).optional(),
  currentPassword: z.string().min(1, 'Enter your current password').max(200),
  newPassword: newPasswordSchema,
});

export const roles = ['super admin', 'admin'] as const;
export type Role = (typeof roles)[number];
