/** Shapes shared by the AI endpoints (server) and the AI screens (browser). The one runtime import, msg, is an identity. */
import { msg } from '@/lib/i18n'

export type AiTool = 'resume' | 'career' | 'research' | 'startup'

export const AI_TOOL_LABELS: Record<AiTool, string> = {
  resume: msg('Resume'),
  career: msg('Career path'),
  research: msg('Research outline'),
  startup: msg('Startup canvas'),
}

/** The engine name the AI endpoints send when the built-in (offline) assistant answered; shown translated. */
export const BUILT_IN_ENGINE = 'Built-in assistant'

/** A row of the platform the answer is grounded in; `href` opens it in the app. */
export interface Citation {
  kind: 'opportunity' | 'person' | 'community' | 'event' | 'post' | 'pitch'
  id: string
  label: string
  detail?: string
  href: string
}

export interface SkillDemand {
  skill: string
  demand: number
}

export interface CareerStep {
  title: string
  detail: string
  weeks: number
  done?: boolean
}

export interface CareerResult {
  role: string
  have: string[]
  lack: string[]
  demand: SkillDemand[]
  sample: number
  steps: CareerStep[]
  opportunities: Citation[]
  people: Citation[]
  communities: Citation[]
  events: Citation[]
}

export interface OutlineSection {
  heading: string
  points: string[]
}

export interface ResearchResult {
  topic: string
  keywords: string[]
  people: Citation[]
  opportunities: Citation[]
  posts: Citation[]
  outline: OutlineSection[]
}

export interface SummaryResult {
  summary: string[]
  keywords: string[]
}

export const CANVAS_BOXES = [
  ['problem', 'Problem'],
  ['customerSegments', 'Customer segments'],
  ['uniqueValueProposition', 'Unique value proposition'],
  ['solution', 'Solution'],
  ['channels', 'Channels'],
  ['revenueStreams', 'Revenue streams'],
  ['costStructure', 'Cost structure'],
  ['keyMetrics', 'Key metrics'],
  ['unfairAdvantage', 'Unfair advantage'],
] as const

export type CanvasKey = (typeof CANVAS_BOXES)[number][0]
export type LeanCanvas = Record<CanvasKey, string>

export interface StartupResult {
  idea: string
  name: string
  sector: string
  keywords: string[]
  canvas: LeanCanvas
  pitchOutline: OutlineSection[]
  similarPitches: Citation[]
  investors: Citation[]
  programs: Citation[]
}

export interface BulletSuggestion {
  original: string
  suggestions: string[]
}

export interface RewriteResult {
  bullets: BulletSuggestion[]
}

export interface TailorResult {
  opportunity: Citation
  skills: string[]
  score: number
  matched: string[]
  missing: string[]
}

/** What an AI endpoint streams, one JSON object per line (application/x-ndjson). */
export type AiStreamEvent =
  | { type: 'meta'; engine: string; citations: Citation[]; data: unknown }
  | { type: 'text'; delta: string }
  | { type: 'data'; data: unknown }
  | { type: 'done' }
  | { type: 'error'; message: string }

/** Requests, by action. */
export type AiRequest =
  | { action: 'career'; role: string }
  | { action: 'career-roles' }
  | { action: 'research'; topic: string }
  | { action: 'summarize'; text: string }
  | { action: 'startup'; idea: string }
  | { action: 'rewrite'; bullets: string[] }
  | { action: 'tailor'; opportunityId: string; resumeText: string }

// ---- Saved documents (ai_documents.content) ----

export interface ResumeEntry {
  title: string
  org: string
  period: string
  bullets: string[]
}

export interface ResumeContent {
  template: 'classic' | 'modern' | 'compact'
  name: string
  headline: string
  email: string
  location: string
  links: string[]
  summary: string
  skills: string[]
  experience: ResumeEntry[]
  education: ResumeEntry[]
  projects: ResumeEntry[]
  awards: ResumeEntry[]
}

export interface CareerContent {
  result: CareerResult
  narrative: string
}

export interface ResearchContent {
  result: ResearchResult
  narrative: string
}

export interface StartupContent {
  result: StartupResult
  narrative: string
  pitchId?: string
}
