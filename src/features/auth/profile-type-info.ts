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
import type { ProfileType } from '@/lib/profile-types'

export const PROFILE_TYPE_INFO: Record<ProfileType, { label: string; description: string; icon: LucideIcon }> = {
  student: {
    label: 'Student',
    description: 'Find internships, jobs, hackathons and scholarships; build your network.',
    icon: GraduationCap,
  },
  company: {
    label: 'Company',
    description: 'Hire interns and graduates, run challenges and grow your employer brand.',
    icon: Building2,
  },
  employer: {
    label: 'Employer',
    description: 'Recruit for your team: post roles and follow applicants to a decision.',
    icon: Briefcase,
  },
  university: {
    label: 'University',
    description: 'Manage partnership MOUs, verify your students and share opportunities.',
    icon: Landmark,
  },
  professor: {
    label: 'Professor',
    description: 'Offer research positions, mentor students and share your work.',
    icon: School,
  },
  influencer: {
    label: 'Influencer',
    description: 'Share career advice with students and grow your audience.',
    icon: Megaphone,
  },
  investor: {
    label: 'Investor',
    description: 'Discover student founders and publish investment calls.',
    icon: TrendingUp,
  },
  philanthropist: {
    label: 'Philanthropist',
    description: 'Fund scholarships and grants for students who need them.',
    icon: HandHeart,
  },
}
