import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. Deliberately without tailwind-merge (8 KB gzip in every page's first load):
 * components never pass a class that conflicts with a variant's; they add, they do not override.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
