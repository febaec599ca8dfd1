import {
  Ban,
  Bell,
  Download,
  Languages,
  MonitorSmartphone,
  Palette,
  Shield,
  UserRound,
  type LucideIcon,
} from 'lucide-react'

export interface SettingsSection {
  slug: string
  title: string
  description: string
  icon: LucideIcon
}

/** Every section of /settings, in the order of its menu; each has its own URL (/settings/<slug>). */
export const SETTINGS_SECTIONS = [
  { slug: 'account', title: 'Account', description: 'Name, e-mail address and sign-in', icon: UserRound },
  { slug: 'privacy', title: 'Privacy', description: 'What others see and who can reach you', icon: Shield },
  { slug: 'notifications', title: 'Notifications', description: 'In the app, by e-mail and digests', icon: Bell },
  { slug: 'blocked', title: 'Blocked members', description: 'People who cannot reach you', icon: Ban },
  { slug: 'sessions', title: 'Sessions', description: 'Devices signed in to your account', icon: MonitorSmartphone },
  { slug: 'language', title: 'Language and region', description: 'Language and time zone', icon: Languages },
  { slug: 'appearance', title: 'Appearance', description: 'Light, dark or your system’s theme', icon: Palette },
  { slug: 'data', title: 'Your data', description: 'Download or delete your account', icon: Download },
] as const satisfies readonly SettingsSection[]

export type SettingsSlug = (typeof SETTINGS_SECTIONS)[number]['slug']

export const findSection = (slug: string | undefined) => SETTINGS_SECTIONS.find((s) => s.slug === slug)
