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

export interface NavItem {
  label: string
  path: string
  icon: LucideIcon
}

export const SIDE_NAV: NavItem[] = [
  { label: 'Home', path: paths.home, icon: Home },
  { label: 'Opportunities', path: paths.opportunities, icon: Briefcase },
  { label: 'Search', path: paths.search, icon: Search },
  { label: 'Communities', path: paths.community, icon: UsersRound },
  { label: 'Messages', path: paths.messages, icon: MessageSquare },
  { label: 'Associates', path: paths.associates, icon: Users },
]

/** Side navigation highlights by path prefix. */
export const isPrefixActive = (pathname: string, itemPath: string) =>
  pathname === itemPath || pathname.startsWith(`${itemPath}/`)

/** The bottom bar's Home, Opportunities and Search are active on an exact match only. */
export const isExactActive = (pathname: string, itemPath: string) => pathname === itemPath

const ACCOUNT_MENU: (NavItem & { hiddenForStudents?: boolean })[] = [
  { label: 'My Profile', path: paths.myProfile, icon: User },
  { label: 'My Opportunities', path: paths.myOpportunities, icon: ClipboardList },
  { label: 'Saved Opportunities', path: paths.savedOpportunities, icon: BookmarkCheck },
  { label: 'My Applications', path: paths.myApplications, icon: FileCheck2 },
  { label: 'Dashboard', path: paths.dashboard, icon: LayoutDashboard, hiddenForStudents: true },
  { label: 'Discovery', path: paths.discovery, icon: Compass, hiddenForStudents: true },
  { label: 'Funding', path: paths.funding, icon: Wallet, hiddenForStudents: true },
  { label: 'Upcoming Events', path: paths.upcomingEvents, icon: CalendarDays },
  { label: 'Notifications', path: paths.notifications, icon: Bell },
  { label: 'AI Tools', path: paths.aiTools, icon: Sparkles },
  { label: 'Settings', path: paths.settings, icon: Settings },
]

const UNIVERSITY_MENU: NavItem[] = [
  { label: 'University MOUs', path: paths.universityMou, icon: Handshake },
  { label: 'University Verifications', path: paths.universityVerifications, icon: FileCheck2 },
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
