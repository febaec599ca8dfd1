import { FileCheck2, Handshake, Settings, type LucideIcon } from 'lucide-react'

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
} satisfies Record<string, Area>

export type AreaKey = keyof typeof AREAS
