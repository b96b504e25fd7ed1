import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Merge Tailwind class names, later ones winning. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
