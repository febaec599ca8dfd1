import {
  Bell,
  BookmarkCheck,
  Briefcase,
  CalendarDays,
  ClipboardList,
  Compass,
  FileCheck2,
  Handshake,
  Home,
  LayoutDashboard,
  MessageSquare,
  Search,
  Settings,
  Sparkles,
  User,
  Users,
  UsersRound,
  Wallet,
  type LucideIcon,
} from 'lucide-react'
import { paths } from '@/config/paths'
import { isStudent, normalizeProfileType } from '@/lib/profile-types'
import { msg } from '@/lib/i18n'

export interface NavItem {
  /** English; shown through t(). */
  label: string
  path: string
  icon: LucideIcon
}

export const SIDE_NAV: NavItem[] = [
  { label: msg('Home'), path: paths.home, icon: Home },
  { label: msg('Opportunities'), path: paths.opportunities, icon: Briefcase },
  { label: msg('Search'), path: paths.search, icon: Search },
  { label: msg('Communities'), path: paths.community, icon: UsersRound },
  { label: msg('Messages'), path: paths.messages, icon: MessageSquare },
  { label: msg('Associates'), path: paths.associates, icon: Users },
]

/** Side navigation highlights by path prefix. */
export const isPrefixActive = (pathname: string, itemPath: string) =>
  pathname === itemPath || pathname.startsWith(`${itemPath}/`)

/** The bottom bar's Home, Opportunities and Search are active on an exact match only. */
export const isExactActive = (pathname: string, itemPath: string) => pathname === itemPath

const ACCOUNT_MENU: (NavItem & { hiddenForStudents?: boolean })[] = [
  { label: msg('My Profile'), path: paths.myProfile, icon: User },
  { label: msg('My Opportunities'), path: paths.myOpportunities, icon: ClipboardList },
  { label: msg('Saved'), path: paths.savedOpportunities, icon: BookmarkCheck },
  { label: msg('My Applications'), path: paths.myApplications, icon: FileCheck2 },
  { label: msg('Dashboard'), path: paths.dashboard, icon: LayoutDashboard, hiddenForStudents: true },
  { label: msg('Discovery'), path: paths.discovery, icon: Compass, hiddenForStudents: true },
  { label: msg('Funding'), path: paths.funding, icon: Wallet, hiddenForStudents: true },
  { label: msg('Upcoming Events'), path: paths.upcomingEvents, icon: CalendarDays },
  { label: msg('Notifications'), path: paths.notifications, icon: Bell },
  { label: msg('AI Tools'), path: paths.aiTools, icon: Sparkles },
  { label: msg('Settings'), path: paths.settings, icon: Settings },
]

const UNIVERSITY_MENU: NavItem[] = [
  { label: msg('University MOUs'), path: paths.universityMou, icon: Handshake },
  { label: msg('University Verifications'), path: paths.universityVerifications, icon: FileCheck2 },
]

/** The account menu for a profile type (SPEC §2 and §6); a missing type counts as a student. */
export function accountMenuItems(profileType: string | null | undefined): NavItem[] {
  const student = isStudent(profileType)
  const items = ACCOUNT_MENU.filter((i) => !(student && i.hiddenForStudents))
  return normalizeProfileType(profileType) === 'university' ? [...items, ...UNIVERSITY_MENU] : items
}

export const canPostOpportunity = (profileType: string | null | undefined) => !isStudent(profileType)

/** The account button shows the first letter of the member's name, or U. */
export const accountInitial = (name: string | null | undefined) => name?.trim().charAt(0).toUpperCase() || 'U'
