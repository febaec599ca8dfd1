import { Plus } from 'lucide-react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { PageHeader } from '@/components/shared/page-header'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { t } from '@/lib/i18n'
import { MouForm } from './components/mou-form'
import { MouList } from './components/mou-list'
import { MouPage } from './components/mou-page'
import type { UniversityViewer } from './verifications-screen'
import { WideScreen } from '@/components/shared/page-layouts'

/** /university/mou: `?mou=<id>` one MOU, `?create=mou` a new draft, otherwise the board and list. */
export function MouScreen({ viewer }: { viewer: UniversityViewer }) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const isUniversity = viewer.profileType === 'university'
  const openId = params.get('mou')
  if (openId) return <MouPage id={openId} viewer={viewer} />
  if (params.get('create') === 'mou' && isUniversity) {
    return (
      <>
        <PageHeader
          title={t('New MOU')}
          description={t('Draft the terms; add partners and the document, then propose it.')}
        />
        <MouForm
          universityId={viewer.id}
          mou={null}
          onCancel={() => navigate(-1)}
          onSaved={(id) => navigate(paths.mou(id), { replace: true })}
        />
      </>
    )
  }
  return (
    <>
      <PageHeader
        title={t('University MOUs')}
        description={
          isUniversity
            ? t('Partnership agreements with organisations: draft, propose, sign and keep them current.')
            : t('Partnership agreements your organisation is party to.')
        }
        actions={
          isUniversity && (
            <Link to={paths.createMou} className={buttonVariants()}>
              <Plus className="size-4" aria-hidden="true" /> {t('New MOU')}
            </Link>
          )
        }
      />
      <WideScreen>
        <MouList viewer={viewer} />
      </WideScreen>
    </>
  )
}
