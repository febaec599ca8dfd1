import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers'
import type { StackConfig } from '../config.ts'
import { AuthError } from './errors.ts'
import { isRelyingPartyOrigin } from './passkeys.ts'

const invalidResponse = () => new AuthError(400, 'webauthn_verification_failed', 'Invalid credential response')

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isText = (v: unknown): v is string => typeof v === 'string' && v !== ''

/** The parts every credential JSON has; anything else is GoTrue's "Invalid credential response". */
function readCredential(value: unknown, responseKeys: string[]) {
  if (!isObject(value) || !isText(value.id) || !isText(value.rawId) || value.type !== 'public-key') {
    throw invalidResponse()
  }
  const response = value.response
  if (!isObject(response) || !responseKeys.every((k) => isText(response[k]))) throw invalidResponse()
  try {
    return { origin: decodeClientDataJSON(response.clientDataJSON as string).origin }
  } catch {
    throw invalidResponse()
  }
}

export function readRegistrationResponse(value: unknown) {
  const { origin } = readCredential(value, ['clientDataJSON', 'attestationObject'])
  return { response: value as RegistrationResponseJSON, origin }
}

export function readAuthenticationResponse(value: unknown) {
  const { origin } = readCredential(value, ['clientDataJSON', 'authenticatorData', 'signature'])
  const response = value as AuthenticationResponseJSON
  return { response, origin, userHandle: response.response.userHandle }
}

/**
 * The origins the library checks the ceremony's origin against: the ceremony's own when this relying party
 * takes it, otherwise the configured ones (so the check fails as GoTrue's does).
 */
export const expectedOrigins = (passkey: StackConfig['passkey'], origin: string) =>
  isRelyingPartyOrigin(passkey, origin) ? [origin] : passkey.rpOrigins
