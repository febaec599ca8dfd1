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
import { msg } from '@/lib/i18n'

export interface SettingsSection {
  slug: string
  /** English; shown through t(). */
  title: string
  description: string
  icon: LucideIcon
}

/** Every section of /settings, in the order of its menu; each has its own URL (/settings/<slug>). */
export const SETTINGS_SECTIONS = [
  { slug: 'account', title: msg('Account'), description: msg('Name, e-mail address and sign-in'), icon: UserRound },
  { slug: 'privacy', title: msg('Privacy'), description: msg('What others see and who can reach you'), icon: Shield },
  {
    slug: 'notifications',
    title: msg('Notifications'),
    description: msg('In the app, by e-mail and digests'),
    icon: Bell,
  },
  { slug: 'blocked', title: msg('Blocked members'), description: msg('People who cannot reach you'), icon: Ban },
  {
    slug: 'sessions',
    title: msg('Sessions'),
    description: msg('Devices signed in to your account'),
    icon: MonitorSmartphone,
  },
  { slug: 'language', title: msg('Language and region'), description: msg('Language and time zone'), icon: Languages },
  {
    slug: 'appearance',
    title: msg('Appearance'),
    description: msg('Light, dark or your system’s theme'),
    icon: Palette,
  },
  { slug: 'data', title: msg('Your data'), description: msg('Download or delete your account'), icon: Download },
] as const satisfies readonly SettingsSection[]

export type SettingsSlug = (typeof SETTINGS_SECTIONS)[number]['slug']

export const findSection = (slug: string | undefined) => SETTINGS_SECTIONS.find((s) => s.slug === slug)
