import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { adminClient, anonClient, memberWithProfile, PASSWORD } from './helpers.ts'

/** The PNG signature and a header: enough for the bucket's content check. */
const png = () =>
  new Blob(
    [new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0])],
    { type: 'image/png' },
  )

/** A company account, the organisation its name made (it is its admin), and a recruiter waiting to represent it. */
async function companyWithRecruiter(label: string) {
  const name = `${label} ${randomUUID().slice(0, 8)}`
  const admin = await memberWithProfile('logo-admin', { profile_type: 'company', name })
  const recruiter = await memberWithProfile('logo-recruiter', {
    profile_type: 'employer',
    name: 'Noor Haddad',
    organization_name: name,
  })
  const { data: org, error } = await admin.client.from('organisations').select('*').eq('name', name).single()
  if (error) throw error
  return { admin, recruiter, org }
}

const logoOf = async (orgId: string) =>
  (await adminClient().from('organisations').select('logo_url').eq('id', orgId).single()).data!.logo_url

const exists = async (path: string) => {
  const [folder, ...rest] = path.split('/').reverse()
  const dir = rest.reverse().join('/')
  const { data } = await adminClient().storage.from('avatars').list(dir)
  return (data ?? []).some((f) => f.name === folder)
}

describe('organisation logos', () => {
  it('an admin uploads, sets, replaces and removes the logo; a pending representative and a stranger cannot', async () => {
    const { admin, recruiter, org } = await companyWithRecruiter('Saltmarsh Energy')
    const stranger = await memberWithProfile('logo-stranger')
    const folder = `organisations/${org.id}`

    // The admin uploads into the organisation's folder and sets the logo; a guest sees it.
    const path = `${folder}/${admin.id}/logo.png`
    expect((await admin.client.storage.from('avatars').upload(path, png())).error).toBeNull()
    const set = await admin.client.from('organisations').update({ logo_url: path }).eq('id', org.id).select('logo_url')
    expect(set.data).toEqual([{ logo_url: path }])
    expect((await anonClient().from('organisations').select('logo_url').eq('id', org.id).single()).data).toEqual({
      logo_url: path,
    })
    expect((await anonClient().storage.from('avatars').download(path)).error).toBeNull()

    for (const outsider of [recruiter, stranger]) {
      // Neither writes into the organisation's folder, replaces or removes its logo file…
      const upload = await outsider.client.storage.from('avatars').upload(`${folder}/${outsider.id}/logo.png`, png())
      expect(upload.error).not.toBeNull()
      const replace = await outsider.client.storage.from('avatars').update(path, png())
      expect(replace.error).not.toBeNull()
      await outsider.client.storage.from('avatars').remove([path])
      expect(await exists(path)).toBe(true)
      // …nor changes or clears logo_url (the update matches no row they may edit).
      for (const logo of [`${outsider.id}/face.png`, null]) {
        const tried = await outsider.client.from('organisations').update({ logo_url: logo }).eq('id', org.id).select()
        expect(tried.data).toEqual([])
      }
    }
    expect(await logoOf(org.id)).toBe(path)

    // Once approved, the recruiter is an admin: they replace the logo and remove the first admin's file.
    expect(
      (
        await admin.client
          .from('organisation_members')
          .update({ role: 'admin' })
          .eq('organisation_id', org.id)
          .eq('member_id', recruiter.id)
          .select()
      ).data,
    ).toHaveLength(1)
    const next = `${folder}/${recruiter.id}/logo.png`
    expect((await recruiter.client.storage.from('avatars').upload(next, png())).error).toBeNull()
    expect(
      (await recruiter.client.from('organisations').update({ logo_url: next }).eq('id', org.id).select()).data,
    ).toHaveLength(1)
    expect((await recruiter.client.storage.from('avatars').remove([path])).error).toBeNull()
    expect(await exists(path)).toBe(false)

    // Removing the logo: back to initials.
    expect(
      (await admin.client.from('organisations').update({ logo_url: null }).eq('id', org.id).select()).data,
    ).toHaveLength(1)
    expect(await logoOf(org.id)).toBeNull()
  })

  it("an admin's logo is a file in the organisation's own folder, never an outside address or another's file", async () => {
    const [{ admin, org }, other] = await Promise.all([
      companyWithRecruiter('Copperleaf Foods'),
      companyWithRecruiter('Ironbark Logistics'),
    ])
    // Storage refuses the other organisation's folder.
    const foreign = await admin.client.storage
      .from('avatars')
      .upload(`organisations/${other.org.id}/${admin.id}/logo.png`, png())
    expect(foreign.error).not.toBeNull()
    // The page refuses any logo_url outside its folder.
    for (const logo of [
      'https://tracker.example/pixel.png',
      `${admin.id}/face.png`,
      `organisations/${other.org.id}/${other.admin.id}/logo.png`,
      `organisations/${org.id}`,
    ]) {
      const tried = await admin.client.from('organisations').update({ logo_url: logo }).eq('id', org.id).select()
      expect(tried.error?.code).toBe('22023')
    }
    expect(await logoOf(org.id)).toBeNull()
  })

  it("an admin's account purge keeps the organisation's logo file", async () => {
    const { admin, org } = await companyWithRecruiter('Fernhill Studios')
    const logo = `organisations/${org.id}/${admin.id}/logo.png`
    const face = `${admin.id}/face.png`
    for (const path of [logo, face])
      expect((await admin.client.storage.from('avatars').upload(path, png())).error).toBeNull()
    const due = (await admin.client.rpc('request_account_deletion', { email: admin.email, password: PASSWORD }))
      .data as string
    const { data, error } = await adminClient().rpc('storage_objects_due_for_purge', { as_of: due })
    expect(error).toBeNull()
    const names = (data as Array<{ user_id: string; name: string }>)
      .filter((o) => o.user_id === admin.id)
      .map((o) => o.name)
    expect(names).toEqual([face])
  })
})
