import {
  Ban,
  Bell,
  Download,
  Languages,
  MonitorSmartphone,
  Palette,
  Shield,
  ShieldCheck,
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

const section = <S extends string>(slug: S, title: string, description: string, icon: LucideIcon) => ({
  slug,
  title,
  description,
  icon,
})

/** Every section of /settings, in the order of its menu; each has its own URL (/settings/<slug>). */
export const SETTINGS_SECTIONS = [
  section('account', msg('Account'), msg('Name, e-mail address and sign-in'), UserRound),
  section('privacy', msg('Privacy'), msg('What others see and who can reach you'), Shield),
  section('notifications', msg('Notifications'), msg('In the app, by e-mail and digests'), Bell),
  section('blocked', msg('Blocked and muted'), msg('People who cannot reach you, and those you do not hear from'), Ban),
  section('standing', msg('Standing'), msg('Moderation decisions about you and your appeals'), ShieldCheck),
  section('sessions', msg('Sessions'), msg('Devices signed in to your account'), MonitorSmartphone),
  section('language', msg('Language and region'), msg('Language and time zone'), Languages),
  section('appearance', msg('Appearance'), msg('Light, dark or your system’s theme'), Palette),
  section('data', msg('Your data'), msg('Download or delete your account'), Download),
] as const satisfies readonly SettingsSection[]

export type SettingsSlug = (typeof SETTINGS_SECTIONS)[number]['slug']

export const findSection = (slug: string | undefined) => SETTINGS_SECTIONS.find((s) => s.slug === slug)
