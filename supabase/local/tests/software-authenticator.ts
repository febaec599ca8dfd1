import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers'

/**
 * A passkey authenticator in software, for tests: an ES256 key pair per credential, "none" attestation,
 * authenticator data laid out as WebAuthn §6.1 says, CBOR through @simplewebauthn's encoder. It answers
 * the JSON options the server sends with the JSON a browser would post back.
 */

interface StoredPasskey {
  id: Uint8Array<ArrayBuffer>
  privateKey: KeyObject
  userHandle: string
  rpId: string
  counter: number
}

interface CreationOptions {
  challenge: string
  rp: { id?: string }
  user: { id: string }
}

interface RequestOptions {
  challenge: string
  rpId?: string
}

const FLAG_UP = 0x01
const FLAG_UV = 0x04
const FLAG_AT = 0x40

const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest())
const b64url = (bytes: Uint8Array<ArrayBuffer>) => isoBase64URL.fromBuffer(bytes)
const uint32 = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255])
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts)) as Uint8Array<ArrayBuffer>

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) {
  return new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }))
}

/** The credential public key as a COSE_Key map (EC2, ES256, P-256). */
function coseKey(key: KeyObject) {
  const jwk = key.export({ format: 'jwk' })
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]),
  )
}

export class SoftwareAuthenticator {
  readonly passkeys: StoredPasskey[] = []

  /** `navigator.credentials.create()`: a new passkey for the options' user, as RegistrationResponseJSON. */
  create(options: CreationOptions, origin: string) {
    const rpId = options.rp.id ?? new URL(origin).hostname
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const id = new Uint8Array(randomBytes(16)) as Uint8Array<ArrayBuffer>
    const authData = concat(
      sha256(rpId),
      new Uint8Array([FLAG_UP | FLAG_UV | FLAG_AT]),
      uint32(0),
      new Uint8Array(16), // AAGUID: none, as a software or virtual authenticator reports
      new Uint8Array([id.length >> 8, id.length & 255]),
      id,
      coseKey(publicKey),
    )
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    )
    this.passkeys.push({ id, privateKey, userHandle: options.user.id, rpId, counter: 0 })
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }

  /** `navigator.credentials.get()` with a discoverable credential: an assertion by `passkey` (the last made). */
  get(options: RequestOptions, origin: string, passkey = this.passkeys.at(-1)!) {
    passkey.counter += 1
    const authData = concat(
      sha256(options.rpId ?? passkey.rpId),
      new Uint8Array([FLAG_UP | FLAG_UV]),
      uint32(passkey.counter),
    )
    const clientDataJSON = clientData('webauthn.get', options.challenge, origin)
    const signature = sign('sha256', concat(authData, sha256(clientDataJSON)), passkey.privateKey)
    return {
      id: b64url(passkey.id),
      rawId: b64url(passkey.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(new Uint8Array(signature)),
        userHandle: passkey.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }
}
