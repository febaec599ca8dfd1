import { useQuery } from '@tanstack/react-query'
import { FileText, Lightbulb, Microscope, Rocket, Sparkles, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { PageHeader } from '@/components/shared/page-header'
import { RelativeTime } from '@/components/shared/relative-time'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { aiDocumentsQueryOptions, aiEngineQueryOptions, type AiDocument } from '@/data/ai/ai-queries'
import { AI_TOOL_LABELS, type AiTool } from '@/data/ai/types'
import { msg, t } from '@/lib/i18n'
import { EngineBadge } from '../shared/answer-panel'

const TOOLS: { tool: AiTool; title: string; path: string; icon: LucideIcon; purpose: string }[] = [
  {
    tool: 'resume',
    title: msg('AI Resume Builder'),
    path: paths.aiResumeBuilder,
    icon: FileText,
    purpose: msg('Start from your profile, sharpen each bullet, tailor it to an opportunity here, export a PDF.'),
  },
  {
    tool: 'career',
    title: msg('Career Dreamer'),
    path: paths.careerDreamer,
    icon: Lightbulb,
    purpose: msg('Name a dream role: see the skills open opportunities here ask for, your gap, and a path.'),
  },
  {
    tool: 'research',
    title: msg('AI Research'),
    path: paths.aiResearch,
    icon: Microscope,
    purpose: msg('Find professors and research opportunities on a topic, draft an outline, summarise a paper.'),
  },
  {
    tool: 'startup',
    title: msg('AI Startup'),
    path: paths.aiStartup,
    icon: Rocket,
    purpose: msg('Turn an idea into a lean canvas and pitch outline, with investors and programs that fit.'),
  },
]

/** The labels of AI_TOOL_LABELS (src/data/ai/types), marked for the catalog; shown with t(label). */
export const AI_TOOL_LABEL_IDS = [msg('Resume'), msg('Career path'), msg('Research outline'), msg('Startup canvas')]

const TOOL_PATH = Object.fromEntries(TOOLS.map((tool) => [tool.tool, tool.path])) as Record<AiTool, string>
const documentLink = (d: AiDocument) => `${TOOL_PATH[d.tool]}?doc=${d.id}`

/** /ai-tools: each tool's purpose, the member's recent documents and the engine in use. */
export function AiHubScreen({ userId }: { userId: string }) {
  const engine = useQuery(aiEngineQueryOptions(userId))
  const docs = useQuery(aiDocumentsQueryOptions(userId, 'all', 8))
  return (
    <>
      <PageHeader
        title={t('AI Tools')}
        description={t('Assistants grounded in this network: your profile, the opportunities here, the people here.')}
        actions={<EngineBadge engine={engine.data?.engine} />}
      />
      {engine.data && (
        <p className="mb-4 text-sm text-muted">
          {engine.data.builtIn
            ? t(
                'No AI model is configured, so the built-in assistant answers: it works offline and cites the platform rows it used.',
              )
            : t('Answers come from {engine}, streamed as they are written.', { engine: engine.data.engine })}{' '}
          {t('{used} of {limit} requests used today.', {
            used: engine.data.usedToday,
            limit: engine.data.dailyLimit,
          })}
        </p>
      )}
      <ul className="grid gap-3 sm:grid-cols-2">
        {TOOLS.map(({ tool, title, path, icon: Icon, purpose }) => (
          <li key={tool}>
            <Link to={path} className="block h-full">
              <Card className="h-full p-4 transition-colors hover:border-primary">
                <span className="mb-2 inline-flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h2 className="font-semibold">{t(title)}</h2>
                <p className="mt-1 text-sm text-muted">{t(purpose)}</p>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="mb-2 mt-6 text-lg font-semibold">{t('Recent documents')}</h2>
      {docs.isPending ? (
        <Skeleton className="h-24" />
      ) : docs.isError ? (
        <LoadError what={t('Your documents')} error={docs.error} onRetry={() => void docs.refetch()} />
      ) : docs.data.length === 0 ? (
        <Card>
          <EmptyState icon={Sparkles} title={t('No documents yet')}>
            {t('Resumes, career paths, research outlines and startup canvases you save appear here.')}
          </EmptyState>
        </Card>
      ) : (
        <Card>
          <ul className="divide-y divide-border">
            {docs.data.map((d) => (
              <li key={d.id}>
                <Link to={documentLink(d)} className="flex items-center justify-between gap-3 p-3 hover:bg-background">
                  <span className="min-w-0">
                    <span className="block truncate font-medium" title={d.title}>
                      {d.title}
                    </span>
                    <span className="block text-sm text-muted">
                      {t(AI_TOOL_LABELS[d.tool])} · {d.engine}
                    </span>
                  </span>
                  <RelativeTime iso={d.updated_at} className="shrink-0 text-sm text-muted" />
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </>
  )
}
