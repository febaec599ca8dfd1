import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. Callers pass classes that add to a component's own rather than contradict them
 * (no tailwind-merge: it would cost 8 KB gzip on every page).
 */
export const cn = (...inputs: ClassValue[]) => clsx(inputs)
