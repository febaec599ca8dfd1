import { request } from 'node:http'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminClient, anonClient, signedInUser, stackUrl } from './helpers.ts'

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 80, b: 200 } } })
    .png()
    .toBuffer()
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

let alice: Awaited<ReturnType<typeof signedInUser>>
let bob: Awaited<ReturnType<typeof signedInUser>>
beforeAll(async () => {
  alice = await signedInUser('alice-files')
  bob = await signedInUser('bob-files')
})

describe('storage: public images', () => {
  it('serves an uploaded photo through its public URL, and resized', async () => {
    const path = `${alice.id}/photo.png`
    const up = await alice.client.storage.from('avatars').upload(path, await png(), { contentType: 'image/png' })
    expect(up.error).toBeNull()
    expect(up.data?.path).toBe(path)
    const { data } = alice.client.storage.from('avatars').getPublicUrl(path)
    const res = await fetch(data.publicUrl)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(64)

    const small = alice.client.storage
      .from('avatars')
      .getPublicUrl(path, { transform: { width: 16, height: 16, resize: 'cover' } })
    const resized = await fetch(small.data.publicUrl)
    expect(resized.status).toBe(200)
    const meta = await sharp(Buffer.from(await resized.arrayBuffer())).metadata()
    expect([meta.width, meta.height]).toEqual([16, 16])
    const webp = await fetch(
      `${stackUrl()}/storage/v1/render/image/public/avatars/${path}?width=20&format=webp&quality=60`,
    )
    expect(webp.headers.get('content-type')).toBe('image/webp')
  })

  it('refuses an upload into another member’s folder, and by a guest', async () => {
    const intoAlice = await bob.client.storage
      .from('avatars')
      .upload(`${alice.id}/evil.png`, await png(), { contentType: 'image/png' })
    expect(intoAlice.error).not.toBeNull()
    expect((intoAlice.error as { statusCode?: string }).statusCode).toBe('403')
    const guest = await anonClient()
      .storage.from('avatars')
      .upload(`${alice.id}/guest.png`, await png(), { contentType: 'image/png' })
    expect(guest.error).not.toBeNull()
  })

  it('checks the declared type against the bucket’s types, and its size limit (storage-mime.test.ts: more)', async () => {
    const wrongType = await alice.client.storage
      .from('avatars')
      .upload(`${alice.id}/notes.txt`, Buffer.from('hello'), { contentType: 'text/plain' })
    expect((wrongType.error as { statusCode?: string })?.statusCode).toBe('415')
    const big = await alice.client.storage
      .from('avatars')
      .upload(`${alice.id}/big.png`, Buffer.concat([await png(), Buffer.alloc(1_100_000)]), {
        contentType: 'image/png',
      })
    expect((big.error as { statusCode?: string })?.statusCode).toBe('413')
  })

  it('refuses path traversal and empty names', async () => {
    const body = await png()
    // node:http sends the path as written; fetch would normalise the dots away first.
    const post = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const url = new URL(stackUrl())
        const req = request(
          {
            host: url.hostname,
            port: url.port,
            method: 'POST',
            path,
            headers: { authorization: `Bearer ${alice.session.access_token}`, 'content-type': 'image/png' },
          },
          (res) => {
            res.resume()
            resolve(res.statusCode!)
          },
        )
        req.on('error', reject)
        req.end(body)
      })
    // Dot segments never reach storage (the URL parser resolves them first); the rest is refused there.
    expect(await post(`/storage/v1/object/avatars/${alice.id}/../../../../etc/passwd`)).toBe(404)
    // An encoded `..` resolves to the bucket's root, outside alice's folder: her policy refuses it.
    expect(await post(`/storage/v1/object/avatars/${alice.id}/%2e%2e/x.png`)).toBe(403)
    for (const key of [`${alice.id}//x.png`, `${alice.id}/`, `${alice.id}/a%5Cb.png`, `${alice.id}/a%00b.png`]) {
      expect(await post(`/storage/v1/object/avatars/${key}`)).toBe(400)
    }
  })

  it('lists, moves, copies, describes and removes objects', async () => {
    const bucket = alice.client.storage.from('avatars')
    await bucket.upload(`${alice.id}/album/a.png`, await png(), { contentType: 'image/png' })
    await bucket.upload(`${alice.id}/album/b.png`, await png(), { contentType: 'image/png' })
    const listed = await bucket.list(`${alice.id}/album`, { sortBy: { column: 'name', order: 'desc' } })
    expect(listed.data?.map((o) => o.name)).toEqual(['b.png', 'a.png'])
    const top = await bucket.list(alice.id)
    expect(top.data?.find((o) => o.name === 'album')?.id).toBeNull()
    expect((await bucket.move(`${alice.id}/album/a.png`, `${alice.id}/album/c.png`)).error).toBeNull()
    expect((await bucket.copy(`${alice.id}/album/b.png`, `${alice.id}/album/d.png`)).error).toBeNull()
    expect((await bucket.exists(`${alice.id}/album/c.png`)).data).toBe(true)
    expect((await bucket.exists(`${alice.id}/album/a.png`)).data).toBe(false)
    const info = await bucket.info(`${alice.id}/album/d.png`)
    expect(info.data).toMatchObject({ contentType: 'image/png' })
    const removed = await bucket.remove([`${alice.id}/album/c.png`, `${alice.id}/album/d.png`])
    expect(removed.data?.map((o) => o.name).sort()).toEqual([`${alice.id}/album/c.png`, `${alice.id}/album/d.png`])
    expect((await bob.client.storage.from('avatars').remove([`${alice.id}/album/b.png`])).data).toEqual([])
  })
})

describe('storage: private files', () => {
  it('serves a private file to its owner, through a signed URL, and to nobody else', async () => {
    const path = `${alice.id}/resume.pdf`
    expect(
      (await alice.client.storage.from('docs').upload(path, pdf, { contentType: 'application/pdf' })).error,
    ).toBeNull()
    const own = await alice.client.storage.from('docs').download(path)
    expect(own.error).toBeNull()
    expect(
      Buffer.from(await own.data!.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    expect((await bob.client.storage.from('docs').download(path)).error).not.toBeNull()
    expect((await anonClient().storage.from('docs').download(path)).error).not.toBeNull()
    const publicTry = await fetch(`${stackUrl()}/storage/v1/object/public/docs/${path}`)
    expect(publicTry.status).toBe(404)

    const signed = await alice.client.storage.from('docs').createSignedUrl(path, 60)
    const viaSigned = await fetch(signed.data!.signedUrl)
    expect(viaSigned.status).toBe(200)
    expect(viaSigned.headers.get('content-type')).toBe('application/pdf')
    expect((await bob.client.storage.from('docs').createSignedUrl(path, 60)).error).not.toBeNull()
    const batch = await alice.client.storage.from('docs').createSignedUrls([path, `${alice.id}/missing.pdf`], 60)
    expect(batch.data?.map((d) => !!d.signedUrl)).toEqual([true, false])

    const tampered = signed.data!.signedUrl.replace(/token=[^&]+/, 'token=forged')
    expect((await fetch(tampered)).status).toBe(400)
  })

  it('lets a signed URL expire', async () => {
    const path = `${alice.id}/short.pdf`
    await alice.client.storage.from('docs').upload(path, pdf, { contentType: 'application/pdf' })
    const signed = await alice.client.storage.from('docs').createSignedUrl(path, 1)
    // A 1-second URL: asked again until its second has passed.
    await expect
      .poll(async () => (await fetch(signed.data!.signedUrl)).status, { timeout: 5000, interval: 250 })
      .toBe(400)
  })

  it('accepts an upload through a signed upload URL', async () => {
    const path = `${alice.id}/signed-upload.pdf`
    const target = await alice.client.storage.from('docs').createSignedUploadUrl(path)
    expect(target.error).toBeNull()
    const up = await anonClient()
      .storage.from('docs')
      .uploadToSignedUrl(path, target.data!.token, pdf, { contentType: 'application/pdf' })
    expect(up.error).toBeNull()
    expect((await alice.client.storage.from('docs').download(path)).error).toBeNull()
    expect(
      (await bob.client.storage.from('docs').createSignedUploadUrl(`${alice.id}/intrude.pdf`)).error,
    ).not.toBeNull()
  })
})

describe('storage: buckets', () => {
  it('are managed by the service role only', async () => {
    const admin = adminClient().storage
    const id = `tmp-${Date.now()}`
    expect(
      (await admin.createBucket(id, { public: false, fileSizeLimit: 1024, allowedMimeTypes: ['text/plain'] })).error,
    ).toBeNull()
    expect((await admin.getBucket(id)).data).toMatchObject({
      id,
      public: false,
      file_size_limit: 1024,
      allowed_mime_types: ['text/plain'],
    })
    expect((await admin.listBuckets()).data?.some((b) => b.id === id)).toBe(true)
    expect((await admin.updateBucket(id, { public: true })).error).toBeNull()
    expect((await admin.getBucket(id)).data?.public).toBe(true)
    await adminClient().storage.from(id).upload('a.txt', Buffer.from('hello'), { contentType: 'text/plain' })
    expect((await admin.deleteBucket(id)).error).not.toBeNull()
    expect((await admin.emptyBucket(id)).error).toBeNull()
    expect((await admin.deleteBucket(id)).error).toBeNull()
    expect((await alice.client.storage.createBucket('mine')).error).not.toBeNull()
    expect((await alice.client.storage.listBuckets()).error).not.toBeNull()
  })
})
