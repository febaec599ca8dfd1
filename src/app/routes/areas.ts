import {
  Bot,
  FileText,
  Lightbulb,
  Rocket,
  Sparkles,
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
} satisfies Record<string, Area>

export type AreaKey = keyof typeof AREAS
