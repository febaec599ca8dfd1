import { paths } from '@/config/paths'
import { normalizeProfileType, type ProfileType } from '@/lib/profile-types'

export interface Tip {
  title: string
  text: string
  href: string
  action: string
}

const post = { href: paths.createPost(), action: 'Write a post' }
const opportunity = { href: paths.createOpportunity, action: 'Post an opportunity' }
const profile = { href: paths.myProfile, action: 'Edit your profile' }
const discovery = { href: paths.discovery, action: 'Open Discovery' }
const funding = { href: paths.funding, action: 'Open Funding' }

const TIPS: Record<ProfileType, Tip[]> = {
  student: [
    {
      title: 'Complete your profile',
      text: 'Skills and interests bring you into organisations’ searches.',
      ...profile,
    },
    { title: 'Share what you build', text: 'Posts about projects collect likes, comments and followers.', ...post },
    {
      title: 'Apply with intent',
      text: 'Save opportunities and apply before they close.',
      href: paths.opportunities,
      action: 'Browse opportunities',
    },
  ],
  company: [
    {
      title: 'Hire from the network',
      text: 'Internships and jobs bring views and applications.',
      ...opportunity,
    },
    { title: 'Find talent first', text: 'Search students by skill and shortlist them.', ...discovery },
    { title: 'Tell your story', text: 'Updates from the team turn visitors into followers.', ...post },
  ],
  employer: [
    { title: 'Open a role', text: 'Each opportunity you publish adds views and applications.', ...opportunity },
    { title: 'Search by skill', text: 'Shortlist members and message them directly.', ...discovery },
    {
      title: 'Keep applicants moving',
      text: 'A quick answer keeps candidates engaged.',
      href: paths.myOpportunities,
      action: 'Review applicants',
    },
  ],
  university: [
    {
      title: 'Announce programmes',
      text: 'Scholarships and fellowships reach students across the network.',
      ...opportunity,
    },
    { title: 'Share campus news', text: 'Research and events draw interactions from alumni and partners.', ...post },
    { title: 'Meet partners', text: 'Find companies and founders to partner with.', ...discovery },
  ],
  professor: [
    { title: 'Recruit for your lab', text: 'Research openings bring students to your profile.', ...opportunity },
    { title: 'Share your research', text: 'Papers and talks draw views and comments.', ...post },
    { title: 'Keep your profile current', text: 'Your interests decide who finds you.', ...profile },
  ],
  influencer: [
    { title: 'Post consistently', text: 'Steady posting keeps your momentum up.', ...post },
    { title: 'Grow your audience', text: 'Find members who share your interests.', ...discovery },
    { title: 'Sharpen your profile', text: 'A clear headline turns views into follows.', ...profile },
  ],
  investor: [
    { title: 'Review pitches', text: 'Founders publish pitches with decks; express interest in one.', ...funding },
    { title: 'Spot talent', text: 'Search founders and builders by skill and university.', ...discovery },
    { title: 'Share your thesis', text: 'Posts about what you fund bring the right founders to you.', ...post },
  ],
  philanthropist: [
    { title: 'Fund programmes', text: 'Publish a grant or scholarship for students.', ...opportunity },
    { title: 'Find causes', text: 'Browse pitches and funding programmes.', ...funding },
    { title: 'Share your impact', text: 'Stories about what you support draw engagement.', ...post },
  ],
}

/** Three tips for the member's profile type, each linking to the screen that moves the numbers. */
export const tipsFor = (profileType: string | null | undefined): Tip[] => TIPS[normalizeProfileType(profileType)]
