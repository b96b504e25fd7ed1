/**
 * The resource library (spec sections 2, 3 and 7): categories, resource types, the exact texts,
 * and the shapes of the API. One copy for the admin form and the server.
 */
import { z } from 'zod';
import { text as storableText } from './fields';

export const RESOURCE_LIMITS = {
  title: 200,
  description: 500,
  content: 5000,
  category: 60,
  externalUrl: 500,
} as const;

/** The kinds of resource. Articles get the primary badge style (spec section 2). */
export const RESOURCE_TYPES = ['article', 'guide', 'helpline', 'organisation'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const RESOURCE_TYPE_LABELS: Record<ResourceType, string> = {
  article: 'Article',
  guide: 'Guide',
  helpline: 'Helpline',
  organisation: 'Organisation',
};

/**
 * The categories the product ships with, in the order the tabs show them. Admins may type a new
 * category; it is shown after these, alphabetically.
 */
export const RESOURCE_CATEGORIES = [
  'Crisis help',
  'Understanding grief',
  'Coping day to day',
  'Loss of a partner',
  'Loss of a parent',
  'Loss of a child',
  'Loss of a pet',
  'Pregnancy and infant loss',
  'Suicide loss',
  'Helping children grieve',
  'Practical matters',
] as const;

export const RESOURCE_MSG = {
  title: 'Resource Library',
  empty: 'No resources available yet.',
  emptyCategory: 'No resources in this category yet.',
  loadFailedTitle: 'We could not load the resources',
  loadFailed: 'Please check your connection and try again.',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be less than ${RESOURCE_LIMITS.title} characters`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be less than ${RESOURCE_LIMITS.description} characters`,
  contentRequired: 'Content is required',
  contentTooLong: `Content must be less than ${RESOURCE_LIMITS.content} characters`,
  categoryRequired: 'Category is required',
  categoryTooLong: `Category must be less than ${RESOURCE_LIMITS.category} characters`,
  typeInvalid: `Type must be one of: ${RESOURCE_TYPES.join(', ')}`,
  featuredInvalid: 'Featured must be true or false',
  urlInvalid: 'Please enter a full web address starting with https:// or http://',
  urlTooLong: `The web address must be less than ${RESOURCE_LIMITS.externalUrl} characters`,
  nothingToChange: 'Nothing to change.',
  notFound: 'That resource no longer exists.',
  createdTitle: 'Resource added',
  created: 'It is now in the library.',
  updatedTitle: 'Resource updated',
  updated: 'Your changes have been saved.',
  deletedTitle: 'Resource removed',
  deleted: 'It is no longer in the library.',
  saveFailedTitle: 'Error',
  saveFailed: 'We could not save the resource. Please try again.',
  deleteFailed: 'We could not remove the resource. Please try again.',
} as const;

const M = RESOURCE_MSG;

/** True for an absolute http(s) address with a host; every other scheme (javascript:, data:, …) is refused. */
export function isWebUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0 && !/\s/.test(value);
}

const text = (required: string, max: number, tooLong: string) =>
  storableText({ error: required }).trim().min(1, required).max(max, tooLong);

const fields = {
  title: text(M.titleRequired, RESOURCE_LIMITS.title, M.titleTooLong),
  description: text(M.descriptionRequired, RESOURCE_LIMITS.description, M.descriptionTooLong),
  content: text(M.contentRequired, RESOURCE_LIMITS.content, M.contentTooLong),
  category: text(M.categoryRequired, RESOURCE_LIMITS.category, M.categoryTooLong),
  resourceType: z.enum(RESOURCE_TYPES, { error: M.typeInvalid }),
  isFeatured: z.boolean({ error: M.featuredInvalid }),
  /** Empty or null means no link. */
  externalUrl: storableText({ error: M.urlInvalid })
    .trim()
    .max(RESOURCE_LIMITS.externalUrl, M.urlTooLong)
    .refine((v) => v === '' || isWebUrl(v), M.urlInvalid)
    .nullable()
    .transform((v) => (v ? v : null)),
};

export const createResourceSchema = z.strictObject({
  title: fields.title,
  description: fields.description,
  content: fields.content,
  category: fields.category,
  resourceType: fields.resourceType.default('article'),
  isFeatured: fields.isFeatured.default(false),
  externalUrl: fields.externalUrl.optional().transform((v) => v ?? null),
});
export type CreateResourceInput = z.input<typeof createResourceSchema>;

export const updateResourceSchema = z
  .strictObject({
    title: fields.title.optional(),
    description: fields.description.optional(),
    content: fields.content.optional(),
    category: fields.category.optional(),
    resourceType: fields.resourceType.optional(),
    isFeatured: fields.isFeatured.optional(),
    externalUrl: fields.externalUrl.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), M.nothingToChange);
export type UpdateResourceInput = z.input<typeof updateResourceSchema>;

/**
 * GET /api/resources?category=…: one tab's resources. A category longer than any can be matches
 * none, so it is cut rather than refused; text that cannot be stored is refused.
 */
export const resourceListQuerySchema = z.object({
  category: storableText()
    .trim()
    .optional()
    .transform((v) => (v ? v.slice(0, RESOURCE_LIMITS.category) : undefined)),
});

/** One resource as the API returns it. */
export interface Resource {
  id: string;
  title: string;
  description: string;
  content: string;
  category: string;
  resourceType: string;
  isFeatured: boolean;
  externalUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ResourceListResponse {
  resources: Resource[];
}
export interface ResourceResponse {
  resource: Resource;
}

/** The tab order: the shipped categories first (as listed above), then any others alphabetically. */
export function orderCategories(categories: Iterable<string>): string[] {
  const known = RESOURCE_CATEGORIES as readonly string[];
  const distinct = [...new Set(categories)];
  return distinct.sort((a, b) => {
    const ia = known.indexOf(a);
    const ib = known.indexOf(b);
    if (ia !== -1 || ib !== -1) return (ia === -1 ? Infinity : ia) - (ib === -1 ? Infinity : ib);
    return a.localeCompare(b);
  });
}
