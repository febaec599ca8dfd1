import {
  Bot,
  Compass,
  FileCheck2,
  FileText,
  GraduationCap,
  Handshake,
  LayoutDashboard,
  Lightbulb,
  MessageSquare,
  Rocket,
  Settings,
  Sparkles,
  Users,
  UsersRound,
  Wallet,
  type LucideIcon,
} from 'lucide-react'

export interface Area {
  title: string
  description: string
  emptyTitle: string
  emptyText: string
  icon: LucideIcon
  universityOnly?: boolean
}

/** Each signed-in area: its title and what its empty state says until there is content. */
export const AREAS = {
  discovery: {
    title: 'Discovery',
    description: 'Find people and organisations to work with.',
    emptyTitle: 'Nothing to discover yet',
    emptyText: 'Suggested members and organisations appear here as the network grows.',
    icon: Compass,
  },
  funding: {
    title: 'Funding',
    description: 'Grants, investment calls and startup pitches.',
    emptyTitle: 'No funding programs yet',
    emptyText: 'Grants and investment calls appear here when they are published.',
    icon: Wallet,
  },
  universityMou: {
    title: 'University MOUs',
    description: 'Partnership memoranda of understanding.',
    emptyTitle: 'No MOUs yet',
    emptyText: 'Partnership agreements between your university and organisations appear here.',
    icon: Handshake,
    universityOnly: true,
  },
  universityVerifications: {
    title: 'University Verifications',
    description: 'Students asking to be verified by your university.',
    emptyTitle: 'No verification requests',
    emptyText: 'Requests from students to verify their enrolment appear here.',
    icon: FileCheck2,
    universityOnly: true,
  },
  settings: {
    title: 'Settings',
    description: 'Privacy, notifications and account.',
    emptyTitle: 'Settings',
    emptyText: 'Your privacy, notification and account settings appear here.',
    icon: Settings,
  },
  messages: {
    title: 'Messages',
    description: 'Your conversations.',
    emptyTitle: 'No conversations yet',
    emptyText: 'Messages you send and receive appear here.',
    icon: MessageSquare,
  },
  associates: {
    title: 'Associates',
    description: 'Your connections and requests.',
    emptyTitle: 'No associates yet',
    emptyText: 'People you connect with, and requests waiting for your answer, appear here.',
    icon: Users,
  },
  aiResumeBuilder: {
    title: 'AI Resume Builder',
    description: 'Draft a resume from your profile.',
    emptyTitle: 'AI Resume Builder',
    emptyText: 'Resumes you build from your profile appear here.',
    icon: FileText,
  },
  careerDreamer: {
    title: 'Career Dreamer',
    description: 'Explore career paths that fit you.',
    emptyTitle: 'Career Dreamer',
    emptyText: 'Career paths you explore appear here.',
    icon: Lightbulb,
  },
  aiTools: {
    title: 'AI Tools',
    description: 'Career tools powered by AI.',
    emptyTitle: 'AI Tools',
    emptyText: 'Resume builder, career dreamer, research and startup assistants appear here.',
    icon: Sparkles,
  },
  aiResearch: {
    title: 'AI Research',
    description: 'Research assistant.',
    emptyTitle: 'AI Research',
    emptyText: 'Research summaries you create appear here.',
    icon: Bot,
  },
  aiStartup: {
    title: 'AI Startup',
    description: 'Startup assistant.',
    emptyTitle: 'AI Startup',
    emptyText: 'Startup plans and pitches you draft appear here.',
    icon: Rocket,
  },
  dashboard: {
    title: 'Dashboard',
    description: 'Your engagement over time.',
    emptyTitle: 'No activity yet',
    emptyText: 'Your engagement analytics appear here.',
    icon: LayoutDashboard,
  },
  community: {
    title: 'Communities',
    description: 'Groups around shared interests.',
    emptyTitle: 'No communities yet',
    emptyText: 'Communities you join appear here.',
    icon: UsersRound,
  },
  communityDetail: {
    title: 'Community',
    description: 'A community on the network.',
    emptyTitle: 'Community',
    emptyText: 'This community’s posts and members appear here.',
    icon: GraduationCap,
  },
} satisfies Record<string, Area>

export type AreaKey = keyof typeof AREAS
