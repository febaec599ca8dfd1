import type { ServerResponse } from 'node:http'
import { sendJson } from '../http/http.ts'

/** The response header that tells auth-js to read `code` as the error code (GoTrue's 2024-01-01 API). */
export const API_VERSION_HEADER = { 'x-supabase-api-version': '2024-01-01' }

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export function sendAuthError(res: ServerResponse, error: AuthError) {
  sendJson(res, error.status, { code: error.code, message: error.message, ...error.extra }, API_VERSION_HEADER)
}

export const badJwt = (message = 'invalid JWT: unable to parse or verify signature') =>
  new AuthError(403, 'bad_jwt', message)
export const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials')
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message)
export const notAdmin = () => new AuthError(403, 'not_admin', 'User not allowed')
export const userNotFound = () => new AuthError(404, 'user_not_found', 'User not found')
export const otpExpired = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid')
