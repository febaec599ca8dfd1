import { handleRun } from '../../server/ai/handler.ts'

/** POST /api/ai/run — see server/ai/handler.ts. */
export const POST = (request: Request) => handleRun(request)
