import * as v from 'valibot'
import { COMMUNITY_CATEGORIES } from '@/data/communities/community-types'
import { t } from '@/lib/i18n'
import { textBetween, trimmedText } from '@/lib/form-rules'
import { slugProblem } from './communities.utils'

export const communityFormSchema = v.object({
  name: textBetween(
    3,
    () => t('Give the community a name of at least 3 characters.'),
    80,
    () => t('Keep the name under 80 characters.'),
  ),
  slug: v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (s) => slugProblem(s) === null,
      () => t('Use 3 to 50 lower-case letters, digits and single hyphens.'),
    ),
  ),
  description: trimmedText(2000, () => t('Keep the description under 2,000 characters.')),
  rules: trimmedText(4000, () => t('Keep the rules under 4,000 characters.')),
  category: v.picklist(COMMUNITY_CATEGORIES.map((c) => c.value)),
  visibility: v.picklist(['public', 'private']),
  join_policy: v.picklist(['open', 'approval', 'invite_only']),
})

export type CommunityFormValues = v.InferOutput<typeof communityFormSchema>

export const EMPTY_COMMUNITY: CommunityFormValues = {
  name: '',
  slug: '',
  description: '',
  rules: '',
  category: 'academic',
  visibility: 'public',
  join_policy: 'open',
}

/** Settings: the same fields without the address, which never changes once created. */
export const communitySettingsSchema = v.omit(communityFormSchema, ['slug'])
export type CommunitySettingsValues = v.InferOutput<typeof communitySettingsSchema>
