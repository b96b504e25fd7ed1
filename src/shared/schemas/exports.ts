/** Data exports (Settings → Account → Your data) and a memorial as a website: the API's shapes. */

export const EXPORT_STATUSES = ['pending', 'running', 'ready', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** How long a finished export can be downloaded before it is deleted with its file. */
export const EXPORT_RETENTION_DAYS = 7;

/** One export as its owner sees it. */
export interface DataExportView {
  id: string;
  status: ExportStatus;
  /** 0–100. */
  progress: number;
  sizeBytes: number | null;
  createdAt: string;
  finishedAt: string | null;
  /** Until when a ready export can be downloaded. */
  expiresAt: string | null;
  /** The download address, when ready (session-checked: only its owner may use it). */
  downloadUrl: string | null;
}

/** GET /api/exports/latest and POST /api/exports. */
export interface DataExportResponse {
  export: DataExportView | null;
}

/** The address of a memorial's website ZIP (owner only). */
export const memorialSiteUrl = (memorialId: string) => `/api/exports/memorials/${memorialId}/site`;

/** Header with the expected size of a streamed website ZIP (for the progress bar; the ZIP may differ by a few bytes). */
export const EXPECTED_BYTES_HEADER = 'X-Expected-Bytes';
