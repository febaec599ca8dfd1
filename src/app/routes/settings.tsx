import { Navigate, useParams } from 'react-router-dom'
import { paths } from '@/config/paths'
import { SettingsScreen } from '@/features/settings/components/settings-screen'
import { findSection } from '@/features/settings/settings-sections'

/** /settings and /settings/:section — an unknown section goes back to /settings. */
export default function SettingsPage() {
  const { section } = useParams()
  const found = findSection(section)
  if (section && !found) return <Navigate to={paths.settings} replace />
  return <SettingsScreen section={found?.slug ?? null} />
}
