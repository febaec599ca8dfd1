import { paths } from '@/config/paths'
import { msg } from '@/lib/i18n'
import { normalizeProfileType, type ProfileType } from '@/lib/profile-types'

/** Texts are msg() ids: translate them where shown. */
export interface Tip {
  title: string
  text: string
  href: string
  action: string
}

const post = { href: paths.createPost(), action: msg('Write a post') }
const opportunity = { href: paths.createOpportunity, action: msg('Post an opportunity') }
const profile = { href: paths.myProfile, action: msg('Edit your profile') }
const discovery = { href: paths.discovery, action: msg('Open Discovery') }
const funding = { href: paths.funding, action: msg('Open Funding') }

const TIPS: Record<ProfileType, Tip[]> = {
  student: [
    {
      title: msg('Complete your profile'),
      text: msg('Skills and interests bring you into organisations’ searches.'),
      ...profile,
    },
    {
      title: msg('Share what you build'),
      text: msg('Posts about projects collect likes, comments and followers.'),
      ...post,
    },
    {
      title: msg('Apply with intent'),
      text: msg('Save opportunities and apply before they close.'),
      href: paths.opportunities,
      action: msg('Browse opportunities'),
    },
  ],
  company: [
    {
      title: msg('Hire from the network'),
      text: msg('Internships and jobs bring views and applications.'),
      ...opportunity,
    },
    { title: msg('Find talent first'), text: msg('Search students by skill and shortlist them.'), ...discovery },
    { title: msg('Tell your story'), text: msg('Updates from the team turn visitors into followers.'), ...post },
  ],
  employer: [
    {
      title: msg('Open a role'),
      text: msg('Each opportunity you publish adds views and applications.'),
      ...opportunity,
    },
    { title: msg('Search by skill'), text: msg('Shortlist members and message them directly.'), ...discovery },
    {
      title: msg('Keep applicants moving'),
      text: msg('A quick answer keeps candidates engaged.'),
      href: paths.myOpportunities,
      action: msg('Review applicants'),
    },
  ],
  university: [
    {
      title: msg('Announce programmes'),
      text: msg('Scholarships and fellowships reach students across the network.'),
      ...opportunity,
    },
    {
      title: msg('Share campus news'),
      text: msg('Research and events draw interactions from alumni and partners.'),
      ...post,
    },
    { title: msg('Meet partners'), text: msg('Find companies and founders to partner with.'), ...discovery },
  ],
  professor: [
    {
      title: msg('Recruit for your lab'),
      text: msg('Research openings bring students to your profile.'),
      ...opportunity,
    },
    { title: msg('Share your research'), text: msg('Papers and talks draw views and comments.'), ...post },
    { title: msg('Keep your profile current'), text: msg('Your interests decide who finds you.'), ...profile },
  ],
  influencer: [
    { title: msg('Post consistently'), text: msg('Steady posting keeps your momentum up.'), ...post },
    { title: msg('Grow your audience'), text: msg('Find members who share your interests.'), ...discovery },
    { title: msg('Sharpen your profile'), text: msg('A clear headline turns views into follows.'), ...profile },
  ],
  investor: [
    {
      title: msg('Review pitches'),
      text: msg('Founders publish pitches with decks; express interest in one.'),
      ...funding,
    },
    { title: msg('Spot talent'), text: msg('Search founders and builders by skill and university.'), ...discovery },
    {
      title: msg('Share your thesis'),
      text: msg('Posts about what you fund bring the right founders to you.'),
      ...post,
    },
  ],
  philanthropist: [
    { title: msg('Fund programmes'), text: msg('Publish a grant or scholarship for students.'), ...opportunity },
    { title: msg('Find causes'), text: msg('Browse pitches and funding programmes.'), ...funding },
    { title: msg('Share your impact'), text: msg('Stories about what you support draw engagement.'), ...post },
  ],
}

/** A member under 18 is not in organisations' searches: their first tip says what a full profile is for. */
const MINOR_PROFILE_TIP: Tip = {
  title: msg('Complete your profile'),
  text: msg('Skills and interests help your associates know you and match you with opportunities.'),
  ...profile,
}

/** Three tips for the member's profile type, each linking to the screen that moves the numbers. */
export const tipsFor = (profileType: string | null | undefined, minor = false): Tip[] => {
  const tips = TIPS[normalizeProfileType(profileType)]
  return minor ? tips.map((tip) => (tip.href === paths.myProfile ? MINOR_PROFILE_TIP : tip)) : tips
}
