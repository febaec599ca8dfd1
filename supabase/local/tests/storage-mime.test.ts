import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminClient, signedInUser, stackUrl } from './helpers.ts'

/**
 * Type-restricted buckets as storage-api checks them: the declared type against `allowed_mime_types`
 * (exact `type/subtype`, or `type/*`), never the bytes; refused with HTTP 400 and `statusCode` "415",
 * before the body is read, so before the size limit and the folder's policy.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

let alice: Awaited<ReturnType<typeof signedInUser>>
let bob: Awaited<ReturnType<typeof signedInUser>>
beforeAll(async () => {
  alice = await signedInUser('alice-mime')
  bob = await signedInUser('bob-mime')
})

/** A raw upload as a member, to read storage-api's exact status and body. */
async function rawUpload(path: string, body: Buffer | Uint8Array, contentType: string, token: string) {
  const res = await fetch(`${stackUrl()}/storage/v1/object/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body: new Uint8Array(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** storage-api's body for an upload whose declared type the bucket does not allow. */
const refusedType = (type: string) => ({
  statusCode: '415',
  code: 'InvalidMimeType',
  error: 'invalid_mime_type',
  message: `mime type ${type} is not supported`,
})

async function restrictedBucket(allowedMimeTypes: string[]) {
  const id = `typed-${randomUUID().slice(0, 8)}`
  const { error } = await adminClient().storage.createBucket(id, { public: false, allowedMimeTypes })
  if (error) throw error
  return adminClient().storage.from(id)
}

describe('storage: type-restricted buckets check the declared type, as storage-api does', () => {
  it('answers a refused type with HTTP 400 and storage-api’s body', async () => {
    const res = await rawUpload(
      `avatars/${alice.id}/notes.txt`,
      Buffer.from('hello'),
      'text/plain',
      alice.session.access_token,
    )
    expect(res.status).toBe(400)
    expect(res.body).toStrictEqual(refusedType('text/plain'))
    // storage-js keeps both: the HTTP status and the body's statusCode.
    const viaClient = await alice.client.storage
      .from('avatars')
      .upload(`${alice.id}/notes.txt`, Buffer.from('hello'), { contentType: 'text/plain' })
    expect(viaClient.error).toMatchObject({ status: 400, statusCode: '415' })
    expect(viaClient.error?.message).toBe('mime type text/plain is not supported')
  })

  it('stores what the declared type says, whatever the bytes are', async () => {
    const files = alice.client.storage.from('avatars')
    const text = await files.upload(`${alice.id}/not-really.png`, Buffer.from('just text'), {
      contentType: 'image/png',
    })
    expect(text.error).toBeNull()
    const info = await files.info(`${alice.id}/not-really.png`)
    expect(info.data?.contentType).toBe('image/png')
    // The bytes are served as declared, and never sniffed by the browser.
    const res = await fetch(files.getPublicUrl(`${alice.id}/not-really.png`).data.publicUrl)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await res.text()).toBe('just text')
    // Rendering them fails as storage-api's renderer does, with a 400 rather than an internal error.
    const render = await fetch(
      files.getPublicUrl(`${alice.id}/not-really.png`, { transform: { width: 10, height: 10 } }).data.publicUrl,
    )
    expect(render.status).toBe(400)
    expect(await render.json()).toMatchObject({
      statusCode: '400',
      message: 'The source image is invalid or unsupported for rendering',
    })

    // A real image declared as something the bucket does not allow is refused for its declaration.
    const octets = await files.upload(`${alice.id}/photo.png`, PNG, { contentType: 'application/octet-stream' })
    expect(octets.error).toMatchObject({ status: 400, statusCode: '415' })
    expect(octets.error?.message).toBe('mime type application/octet-stream is not supported')
  })

  it('matches type and subtype exactly, or a type/* entry', async () => {
    const exact = await restrictedBucket(['text/plain'])
    expect((await exact.upload('a.txt', Buffer.from('a'), { contentType: 'text/plain' })).error).toBeNull()
    // supabase-js's default type carries a charset: storage-api compares `plain;charset=UTF-8` with `plain`.
    const charset = await exact.upload('b.txt', Buffer.from('b'))
    expect(charset.error?.message).toBe('mime type text/plain;charset=UTF-8 is not supported')
    const upper = await exact.upload('c.txt', Buffer.from('c'), { contentType: 'Text/Plain' })
    expect(upper.error?.message).toBe('mime type Text/Plain is not supported')

    const wildcard = await restrictedBucket(['text/*'])
    expect((await wildcard.upload('b.txt', Buffer.from('b'))).error).toBeNull()
    expect((await wildcard.info('b.txt')).data?.contentType).toBe('text/plain;charset=UTF-8')
    const other = await wildcard.upload('d.json', Buffer.from('{}'), { contentType: 'application/json' })
    expect(other.error).toMatchObject({ status: 400, statusCode: '415' })
  })

  it('refuses the type before the size limit and before the folder’s policy', async () => {
    // Too large (the bucket takes 1 MiB) and of a refused type: the type is the answer, as it is checked first.
    const big = Buffer.alloc(1_100_000, 0x61)
    const tooLarge = await rawUpload(`avatars/${alice.id}/big.txt`, big, 'text/plain', alice.session.access_token)
    expect(tooLarge.status).toBe(400)
    expect(tooLarge.body).toStrictEqual(refusedType('text/plain'))
    // Of an allowed type, the same size is refused for its size.
    const sized = await rawUpload(`avatars/${alice.id}/big.png`, big, 'image/png', alice.session.access_token)
    expect(sized.body).toMatchObject({ statusCode: '413' })

    // Into another member's folder: the type is refused before the policy is asked.
    const intoAlice = await rawUpload(
      `avatars/${alice.id}/from-bob.txt`,
      Buffer.from('x'),
      'text/plain',
      bob.session.access_token,
    )
    expect(intoAlice.body).toStrictEqual(refusedType('text/plain'))
    const allowedType = await rawUpload(`avatars/${alice.id}/from-bob.png`, PNG, 'image/png', bob.session.access_token)
    expect(allowedType.body).toMatchObject({ statusCode: '403' })

    // A bucket that does not exist is still a 404 first.
    const missing = await rawUpload(
      `nowhere-${randomUUID().slice(0, 8)}/a.txt`,
      Buffer.from('x'),
      'text/plain',
      alice.session.access_token,
    )
    expect(missing.body).toMatchObject({ statusCode: '404' })
  })

  it('reads a form upload’s type from the file part, or a contentType field before it', async () => {
    const files = alice.client.storage.from('avatars')
    // storage-js sends a Blob as a form: the file part's type is the declared one.
    const textBlob = await files.upload(`${alice.id}/form.txt`, new Blob(['hello'], { type: 'text/plain' }))
    expect(textBlob.error).toMatchObject({ status: 400, statusCode: '415' })
    expect(textBlob.error?.message).toBe('mime type text/plain is not supported')
    const pngBlob = await files.upload(`${alice.id}/form.png`, new Blob(['not an image'], { type: 'image/png' }))
    expect(pngBlob.error).toBeNull()
    expect((await files.info(`${alice.id}/form.png`)).data?.contentType).toBe('image/png')

    // Too large and of a refused type: refused for its type, from the part's headers.
    const big = await files.upload(
      `${alice.id}/big-form.txt`,
      new Blob([Buffer.alloc(1_100_000, 0x61)], { type: 'text/plain' }),
    )
    expect(big.error).toMatchObject({ status: 400, statusCode: '415' })

    // A `contentType` field sent before the file is the declared type (storage-api reads it first).
    const form = new FormData()
    form.append('contentType', 'image/webp')
    form.append('', new Blob(['bytes'], { type: 'text/plain' }), 'any.bin')
    const res = await fetch(`${stackUrl()}/storage/v1/object/avatars/${alice.id}/field.webp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.session.access_token}` },
      body: form,
    })
    expect(res.status).toBe(200)
    expect((await files.info(`${alice.id}/field.webp`)).data?.contentType).toBe('image/webp')
  })

  it('checks updates and signed uploads the same way', async () => {
    const files = alice.client.storage.from('avatars')
    expect((await files.upload(`${alice.id}/replace.png`, PNG, { contentType: 'image/png' })).error).toBeNull()
    const update = await files.update(`${alice.id}/replace.png`, Buffer.from('text'), { contentType: 'text/plain' })
    expect(update.error).toMatchObject({ status: 400, statusCode: '415' })

    const docs = await restrictedBucket(['application/pdf'])
    const signed = (await docs.createSignedUploadUrl('deck.pdf')).data!
    const wrong = await docs.uploadToSignedUrl('deck.pdf', signed.token, Buffer.from('x'), { contentType: 'text/html' })
    expect(wrong.error).toMatchObject({ status: 400, statusCode: '415' })
    expect(wrong.error?.message).toBe('mime type text/html is not supported')
    const right = await docs.uploadToSignedUrl('deck.pdf', signed.token, Buffer.from('%PDF-1.4'), {
      contentType: 'application/pdf',
    })
    expect(right.error).toBeNull()
  })
})
