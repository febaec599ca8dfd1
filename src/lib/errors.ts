/** Typed errors that fetchers throw, so the UI branches on a type and never on message text. */
export class AppError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message)
  }
}
export class NotFoundError extends AppError {}
export class ForbiddenError extends AppError {}
export class ConflictError extends AppError {}
export class UnauthorizedError extends AppError {}

export function toAppError(error: { message: string; code?: string } | null | undefined): AppError {
  if (!error) return new AppError('Something went wrong')
  if (error.code === 'PGRST116') return new NotFoundError(error.message, error.code)
  if (error.code === '42501') return new ForbiddenError(error.message, error.code)
  if (error.code === '23505') return new ConflictError(error.message, error.code)
  if (error.code === 'PGRST301' || error.code === 'PGRST303') return new UnauthorizedError(error.message, error.code)
  return new AppError(error.message, error.code)
}
