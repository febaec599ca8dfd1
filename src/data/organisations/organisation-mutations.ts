import { useMutation, useQueryClient } from '@tanstack/react-query'
import { postKeys } from '@/data/posts/keys'
import { toAppError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { getSupabase } from '@/lib/supabase'
import { notify } from '@/lib/toast'
import { organisationKeys } from './keys'
import type { Organisation, OrganisationPageFields } from './organisation-types'

/** Follow or unfollow; the follower count and the Following feed change with it. */
export function useToggleFollowOrganisation(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ organisation, follow }: { organisation: Organisation; follow: boolean }) => {
      const supabase = await getSupabase()
      const { error } = follow
        ? await supabase.from('organisation_follows').insert({ member_id: userId, organisation_id: organisation.id })
        : await supabase
            .from('organisation_follows')
            .delete()
            .eq('member_id', userId)
            .eq('organisation_id', organisation.id)
      if (error) throw toAppError(error)
    },
    onSuccess: async (_, { organisation, follow }) => {
      qc.setQueryData(organisationKeys.following(organisation.id, userId), follow)
      qc.setQueryData<Organisation | null>(organisationKeys.detail(organisation.slug), (o) =>
        o ? { ...o, follower_count: Math.max(0, o.follower_count + (follow ? 1 : -1)) } : o,
      )
      await qc.invalidateQueries({ queryKey: postKeys.feed('following') })
    },
    meta: { errorToast: (v: { follow: boolean }) => (v.follow ? t('Could not follow') : t('Could not unfollow')) },
  })
}

/** An admin edits the page's fields. */
export function useUpdateOrganisationPage(slug: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, fields }: { id: string; fields: OrganisationPageFields }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.from('organisations').update(fields).eq('id', id).select().maybeSingle()
      if (error) throw toAppError(error)
      if (!data)
        throw toAppError({ message: t('Only the admins of this organisation can edit its page.'), code: '42501' })
      return data
    },
    onSuccess: (row) => {
      qc.setQueryData(organisationKeys.detail(slug), row)
      void notify(t('Page saved'), 'success')
    },
    meta: { errorToast: t('The page was not saved') },
  })
}

/** Where an organisation's logos are uploaded: storage lets only its admins write there. */
export const organisationLogoFolder = (organisationId: string) => `organisations/${organisationId}`

/**
 * An admin sets (a freshly uploaded path) or clears the logo; the file it replaces is removed, best effort (a
 * leftover file is only unused bytes). Resolves whether it was saved; a failure shows its toast.
 */
export function useSetOrganisationLogo(organisation: Organisation) {
  const qc = useQueryClient()
  const mutation = useMutation({
    mutationFn: async (path: string | null) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('organisations')
        .update({ logo_url: path })
        .eq('id', organisation.id)
        .select()
        .maybeSingle()
      if (error) throw toAppError(error)
      if (!data)
        throw toAppError({ message: t('Only the admins of this organisation can change its logo.'), code: '42501' })
      const previous = organisation.logo_url
      if (previous && previous !== path && previous.startsWith(`${organisationLogoFolder(organisation.id)}/`))
        await supabase.storage.from('avatars').remove([previous])
      return data
    },
    onSuccess: async (row) => {
      qc.setQueryData(organisationKeys.detail(organisation.slug), row)
      await qc.invalidateQueries({ queryKey: organisationKeys.all, predicate: (q) => q.queryKey[1] === 'of-member' })
    },
    meta: { errorToast: (path: string | null) => (path ? t('The logo was not saved') : t('The logo was not removed')) },
  })
  return (path: string | null) => mutation.mutateAsync(path).then(
    () => true,
    () => false,
  )
}

/** An admin approves a pending representative (who becomes an admin) or removes one. */
export function useDecideRepresentative(organisationId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ memberId, approve }: { memberId: string; approve: boolean }) => {
      const supabase = await getSupabase()
      const table = supabase.from('organisation_members')
      const { data, error } = approve
        ? await table.update({ role: 'admin' }).eq('organisation_id', organisationId).eq('member_id', memberId).select()
        : await table.delete().eq('organisation_id', organisationId).eq('member_id', memberId).select()
      if (error) throw toAppError(error)
      if (!data.length)
        throw toAppError({ message: t('Only the admins of this organisation can do that.'), code: '42501' })
    },
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: organisationKeys.representatives(organisationId) })
      await qc.invalidateQueries({ queryKey: organisationKeys.admins(organisationId) })
    },
    meta: { errorToast: (v: { approve: boolean }) => (v.approve ? t('Could not approve') : t('Could not remove')) },
  })
}
