import {
  Building2,
  Briefcase,
  GraduationCap,
  HandHeart,
  Landmark,
  Megaphone,
  School,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react'
import { msg } from '@/lib/i18n'
import type { ProfileType } from '@/lib/profile-types'

export const PROFILE_TYPE_INFO: Record<ProfileType, { label: string; description: string; icon: LucideIcon }> = {
  student: {
    label: msg('Student'),
    description: msg('Find internships, jobs, hackathons and scholarships; build your network.'),
    icon: GraduationCap,
  },
  company: {
    label: msg('Company'),
    description: msg('Hire interns and graduates, run challenges and grow your employer brand.'),
    icon: Building2,
  },
  employer: {
    label: msg('Employer'),
    description: msg('Recruit for your team: post roles and follow applicants to a decision.'),
    icon: Briefcase,
  },
  university: {
    label: msg('University'),
    description: msg('Manage partnership MOUs, verify your students and share opportunities.'),
    icon: Landmark,
  },
  professor: {
    label: msg('Professor'),
    description: msg('Offer research positions, mentor students and share your work.'),
    icon: School,
  },
  influencer: {
    label: msg('Influencer'),
    description: msg('Share career advice with students and grow your audience.'),
    icon: Megaphone,
  },
  investor: {
    label: msg('Investor'),
    description: msg('Discover student founders and publish investment calls.'),
    icon: TrendingUp,
  },
  philanthropist: {
    label: msg('Philanthropist'),
    description: msg('Fund scholarships and grants for students who need them.'),
    icon: HandHeart,
  },
}
