import type { TypedSupabaseClient } from '../supabase-client.ts'
import type { AiRequest } from '../../src/data/ai/types.ts'
import { career, careerRoles } from './career.ts'
import * as g from './grounding.ts'
import type { Prepared } from './prepared.ts'
import { research, summarizeText } from './research.ts'
import { rewrite, tailor } from './resume.ts'
import { startup } from './startup.ts'

export { NotFoundError, type Prepared } from './prepared.ts'

/** One AI action's grounded answer, by action. */
export async function prepare(supabase: TypedSupabaseClient, userId: string, request: AiRequest): Promise<Prepared> {
  switch (request.action) {
    case 'career':
      return career(supabase, userId, request.role)
    case 'career-roles':
      return careerRoles(supabase, userId)
    case 'research':
      return research(supabase, userId, request.topic)
    case 'summarize':
      return summarizeText(request.text)
    case 'startup':
      return startup(supabase, userId, request.idea)
    case 'rewrite': {
      const me = await g.memberFacts(supabase, userId)
      return rewrite(request.bullets, me.skills)
    }
    case 'tailor':
      return tailor(supabase, request.opportunityId, request.resumeText)
  }
}
