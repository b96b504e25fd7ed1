/**
 * Choosing memorial files (photos, videos, the song) and uploading them one by one with a progress
 * bar each. Shared by the create and edit screens. The browser checks size and type only to be
 * friendly; the server checks again (and sniffs the bytes).
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { CircleAlert, CircleCheck, Film, ImageOff, ImagePlus, Music, Upload, X } from 'lucide-react';
import { MSG } from '@shared/messages';
import { FILE_RULES, MB, MEMORIAL_MSG, fileInvalidType, fileTooLarge, type MediaKind } from '@shared/schemas/memorials';
import { canCompress, compressPhoto, MAX_PHOTO_BEFORE_COMPRESSION } from './compress-photo';
import { Button } from '@web/components/ui/button';
import { errorText } from '@web/lib/errors';
import { cn } from '@web/lib/utils';
import { uploadMemorialFile } from './api';
import { Progress } from '@web/components/ui/progress';

export type UploadStatus = 'pending' | 'uploading' | 'done' | 'failed';

export interface PickedFile {
  key: string;
  file: File;
  kind: MediaKind;
  /** Object URL for the preview of a photo or video; null for the song. */
  previewUrl: string | null;
  status: UploadStatus;
  /** 0 to 1. */
  progress: number;
  error: string | null;
}

/** The first problem the server would also find with this file, or null when it looks fine. */
export function checkFile(file: File, kind: MediaKind): string | null {
  const rule = FILE_RULES[kind];
  const types: readonly string[] = rule.types;
  // An empty type means the browser could not tell; the server sniffs the bytes and decides.
  if (file.type && !types.includes(file.type)) return fileInvalidType(file.name, rule.types);
  // Large photos are re-compressed before upload (compress-photo.ts), so they may start bigger.
  const limit = kind === 'photo' && canCompress(file) ? MAX_PHOTO_BEFORE_COMPRESSION : rule.maxMB * MB;
  if (file.size > limit) return fileTooLarge(file.name, rule.maxMB);
  if (file.size === 0) return MEMORIAL_MSG.emptyFile(file.name);
  return null;
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MB) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

let nextKey = 0;
const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/** A short list inside a toast. */
export function ToastLines({ lines, max = 5 }: { lines: string[]; max?: number }) {
  const shown = lines.slice(0, max);
  return (
    <ul className="mt-1 list-disc space-y-1 pl-4">
      {shown.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
      {lines.length > max && <li>and {lines.length - max} more</li>}
    </ul>
  );
}

/**
 * The files chosen for one kind (photo, video or song), with their upload state. Object URLs for
 * previews are released when a file is removed and when the screen closes.
 */
export function usePickedFiles(kind: MediaKind, options: { single?: boolean } = {}) {
  const single = options.single ?? false;
  const [items, setItems] = useState<PickedFile[]>([]);
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const set = urls.current;
    return () => {
      for (const url of set) URL.revokeObjectURL(url);
      set.clear();
    };
  }, []);

  const release = (item: PickedFile) => {
    if (item.previewUrl) {
      URL.revokeObjectURL(item.previewUrl);
      urls.current.delete(item.previewUrl);
    }
  };

  /** Adds the files that pass the checks; the others are named in one toast and left out. */
  const add = (files: FileList | File[]) => {
    const problems: string[] = [];
    const accepted: PickedFile[] = [];
    let duplicates = 0;
    for (const file of Array.from(files)) {
      const problem = checkFile(file, kind);
      if (problem) {
        problems.push(problem);
        continue;
      }
      if (!single && (items.some((i) => sameFile(i.file, file)) || accepted.some((i) => sameFile(i.file, file)))) {
        duplicates += 1;
        continue;
      }
      let previewUrl: string | null = null;
      if (kind !== 'song') {
        previewUrl = URL.createObjectURL(file);
        urls.current.add(previewUrl);
      }
      accepted.push({ key: `f${nextKey++}`, file, kind, previewUrl, status: 'pending', progress: 0, error: null });
      if (single) break;
    }
    if (problems.length === 1) toast.error(MSG.validation.title, { description: problems[0] });
    else if (problems.length > 1) toast.error(MSG.validation.title, { description: <ToastLines lines={problems} /> });
    if (duplicates > 0) {
      toast.info(
        duplicates === 1
          ? 'That file is already in the list.'
          : `${duplicates} of those files are already in the list.`,
      );
    }
    if (accepted.length === 0) return false;
    if (single) {
      items.forEach(release);
      setItems(accepted);
    } else {
      setItems((prev) => [...prev, ...accepted]);
    }
    return true;
  };

  const remove = (key: string) => {
    const item = items.find((i) => i.key === key);
    if (item) release(item);
    setItems((prev) => prev.filter((i) => i.key !== key));
  };

  const clear = () => {
    items.forEach(release);
    setItems([]);
  };

  /** Drops the given files (e.g. those uploaded), keeping the rest so failures stay visible. */
  const removeKeys = (keys: ReadonlySet<string>) => {
    items.filter((i) => keys.has(i.key)).forEach(release);
    setItems((prev) => prev.filter((i) => !keys.has(i.key)));
  };

  const update = useCallback((key: string, patch: Partial<Pick<PickedFile, 'status' | 'progress' | 'error'>>) => {
    setItems((prev) => prev.map((i) => (i.key === key ? { ...i, ...patch } : i)));
  }, []);

  return { kind, items, add, remove, clear, removeKeys, update };
}

export type PickedFiles = ReturnType<typeof usePickedFiles>;

export interface UploadFailure {
  name: string;
  reason: string;
}

/**
 * Uploads the given files one after another (so photos keep the order they were chosen in). A file
 * that fails is marked and skipped; the others still go. Stops quietly when `signal` aborts.
 */
export async function uploadFiles(
  memorialId: string,
  lists: PickedFiles[],
  signal: AbortSignal,
): Promise<{ uploaded: number; failures: UploadFailure[]; doneKeys: Set<string> }> {
  const failures: UploadFailure[] = [];
  const doneKeys = new Set<string>();
  let uploaded = 0;
  for (const list of lists) {
    for (const item of list.items) {
      if (item.status === 'done') continue;
      if (signal.aborted) return { uploaded, failures, doneKeys };
      list.update(item.key, { status: 'uploading', progress: 0, error: null });
      let shown = 0;
      const file = item.kind === 'photo' ? await compressPhoto(item.file) : item.file;
      const task = uploadMemorialFile(memorialId, item.kind, file, (fraction) => {
        // One re-render per whole percent is plenty.
        const pct = Math.floor(fraction * 100);
        if (pct !== shown) {
          shown = pct;
          list.update(item.key, { progress: fraction });
        }
      });
      const onAbort = () => task.abort();
      signal.addEventListener('abort', onAbort, { once: true });
      try {
        await task.promise;
        uploaded += 1;
        doneKeys.add(item.key);
        list.update(item.key, { status: 'done', progress: 1 });
      } catch (err) {
        if (signal.aborted) return { uploaded, failures, doneKeys };
        const reason = errorText(err, 'The upload did not finish. Please try again.');
        failures.push({ name: item.file.name, reason });
        list.update(item.key, { status: 'failed', error: reason });
      } finally {
        signal.removeEventListener('abort', onAbort);
      }
    }
  }
  return { uploaded, failures, doneKeys };
}

/** One gentle toast naming the files that could not be added, with their reasons. */
export function showUploadFailures(failures: UploadFailure[], after?: string) {
  if (failures.length === 0) return;
  const lines = failures.map((f) => (f.reason.includes(`"${f.name}"`) ? f.reason : `${f.name}: ${f.reason}`));
  const title = failures.length === 1 ? '1 file could not be added' : `${failures.length} files could not be added`;
  toast.warning(title, {
    description: (
      <div>
        <ToastLines lines={lines} />
        {after && <p className="mt-2">{after}</p>}
      </div>
    ),
    duration: 12_000,
  });
}

/** A labelled progress bar for one file (`value` 0–1). */
export function UploadProgress({ value, label, className }: { value: number; label: string; className?: string }) {
  return <Progress value={value * 100} label={label} className={cn('h-1.5', className)} />;
}

function StatusLine({ item, waiting }: { item: PickedFile; waiting: boolean }) {
  switch (item.status) {
    case 'pending':
      return (
        <span className="text-muted-foreground">{waiting ? 'Waiting to upload' : formatSize(item.file.size)}</span>
      );
    case 'uploading':
      return <span className="text-muted-foreground">Uploading… {Math.round(item.progress * 100)}%</span>;
    case 'done':
      return (
        <span className="inline-flex items-center gap-1 text-success">
          <CircleCheck aria-hidden className="size-3.5" />
          Added
        </span>
      );
    case 'failed':
      return (
        <span className="inline-flex items-start gap-1 text-destructive">
          <CircleAlert aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          <span>Not added. {item.error}</span>
        </span>
      );
  }
}

function FileTile({
  item,
  onRemove,
  disabled,
  waiting,
}: {
  item: PickedFile;
  onRemove: () => void;
  disabled: boolean;
  waiting: boolean;
}) {
  // Some files (e.g. HEIC saved as .jpg) cannot be shown by the browser; the server decides.
  const [previewFailed, setPreviewFailed] = useState(false);
  const busy = item.status === 'uploading' || item.status === 'done';
  return (
    <li className="flex min-w-0 flex-col gap-1.5">
      <div
        className={cn(
          'relative aspect-square overflow-hidden rounded-lg border bg-muted',
          item.status === 'failed' && 'border-destructive/60',
          item.status === 'done' && 'border-success/60',
        )}
      >
        {item.previewUrl &&
          (item.kind === 'photo' ? (
            previewFailed ? (
              <span className="flex size-full flex-col items-center justify-center gap-1 p-2 text-center text-xs text-muted-foreground">
                <ImageOff aria-hidden className="size-6" />
                No preview
              </span>
            ) : (
              <img
                src={item.previewUrl}
                alt={`Preview of ${item.file.name}`}
                onError={() => setPreviewFailed(true)}
                className="absolute inset-0 size-full object-cover"
              />
            )
          ) : (
            <video
              src={`${item.previewUrl}#t=0.1`}
              muted
              playsInline
              preload="metadata"
              aria-label={`Preview of ${item.file.name}`}
              className="absolute inset-0 size-full object-cover"
            />
          ))}
        {item.kind === 'video' && (
          <span className="absolute bottom-1.5 left-1.5 inline-flex items-center gap-1 rounded bg-foreground/70 px-1.5 py-0.5 text-xs text-background">
            <Film aria-hidden className="size-3" />
            Video
          </span>
        )}
        {!busy && !disabled && (
          <Button
            variant="secondary"
            size="icon"
            onClick={onRemove}
            disabled={disabled}
            aria-label={`Remove ${item.file.name}`}
            title="Remove"
            className="absolute top-1.5 right-1.5 size-8 rounded-full bg-background/90 shadow"
          >
            <X aria-hidden />
          </Button>
        )}
        {item.status === 'done' && (
          <span className="absolute top-1.5 right-1.5 rounded-full bg-background/90 p-1 text-success shadow">
            <CircleCheck aria-hidden className="size-5" />
          </span>
        )}
      </div>
      <p className="truncate text-xs font-medium" title={item.file.name}>
        {item.file.name}
      </p>
      {(item.status === 'uploading' || item.status === 'done') && (
        <UploadProgress value={item.progress} label={`Uploading ${item.file.name}`} />
      )}
      <p className="text-xs">
        <StatusLine item={item} waiting={waiting} />
      </p>
    </li>
  );
}

function FileRow({
  item,
  onRemove,
  disabled,
  waiting,
}: {
  item: PickedFile;
  onRemove: () => void;
  disabled: boolean;
  waiting: boolean;
}) {
  const busy = item.status === 'uploading' || item.status === 'done';
  return (
    <li
      className={cn(
        'flex items-center gap-3 rounded-lg border bg-card p-3',
        item.status === 'failed' && 'border-destructive/60',
      )}
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-secondary text-primary">
        <Music aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="truncate text-sm font-medium" title={item.file.name}>
          {item.file.name}
        </p>
        {busy && <UploadProgress value={item.progress} label={`Uploading ${item.file.name}`} />}
        <p className="text-xs">
          <StatusLine item={item} waiting={waiting} />
        </p>
      </div>
      {!busy && !disabled && (
        <Button
          variant="ghost"
          size="icon"
          onClick={onRemove}
          disabled={disabled}
          aria-label={`Remove ${item.file.name}`}
          title="Remove"
        >
          <X aria-hidden />
        </Button>
      )}
    </li>
  );
}

const KIND_TEXT: Record<MediaKind, { choose: string; chooseMore: string; drop: string; accept: string }> = {
  photo: {
    choose: 'Choose photos',
    chooseMore: 'Add more photos',
    drop: 'or drag photos here',
    accept: FILE_RULES.photo.types.join(','),
  },
  video: {
    choose: 'Choose videos',
    chooseMore: 'Add more videos',
    drop: 'or drag videos here',
    accept: FILE_RULES.video.types.join(','),
  },
  song: {
    choose: 'Choose an audio file',
    chooseMore: 'Choose a different file',
    drop: 'or drag it here',
    accept: FILE_RULES.song.types.join(','),
  },
  audio: {
    choose: 'Choose a recording',
    chooseMore: 'Choose a different recording',
    drop: 'or drag it here',
    accept: [...FILE_RULES.audio.types, '.m4a', '.opus'].join(','),
  },
};

export interface FilePickerProps {
  files: PickedFiles;
  /** Accessible name of the file input, e.g. "Photos". */
  label: string;
  /** Sizes and types, shown under the button. */
  hint?: ReactNode;
  disabled?: boolean;
  /** Whether the chosen files are queued for upload (shows "Waiting to upload"); defaults to `disabled`. */
  waiting?: boolean;
  /** Called after files were accepted (e.g. to clear the YouTube link). */
  onAdded?: () => void;
}

/** A drop zone with a button to choose files, and the chosen files with previews and progress. */
export function FilePicker({ files, label, hint, disabled = false, waiting = disabled, onAdded }: FilePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const text = KIND_TEXT[files.kind];
  const multiple = files.kind !== 'song';
  const Icon = files.kind === 'song' ? Music : files.kind === 'video' ? Film : ImagePlus;

  const accept = (list: FileList | null) => {
    if (!list || list.length === 0) return;
    if (files.add(list)) onAdded?.();
  };

  return (
    <div className="space-y-4">
      <div
        onDragOver={(e) => {
          if (disabled) return;
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          if (!disabled) accept(e.dataTransfer.files);
        }}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors',
          dragging ? 'border-primary bg-primary/5' : 'border-border',
          disabled && 'opacity-60',
        )}
      >
        <Icon aria-hidden className="size-6 text-muted-foreground" />
        <Button
          type="button"
          variant="outline"
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
          aria-describedby={hint ? hintId : undefined}
        >
          <Upload aria-hidden />
          {files.items.length > 0 ? text.chooseMore : text.choose}
        </Button>
        <span className="hidden text-xs text-muted-foreground sm:block">{text.drop}</span>
        {hint && (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
        <input
          ref={inputRef}
          type="file"
          className="hidden"
          aria-label={label}
          accept={text.accept}
          multiple={multiple}
          disabled={disabled}
          onChange={(e) => {
            accept(e.target.files);
            // Let the same file be chosen again after it was removed.
            e.target.value = '';
          }}
        />
      </div>

      {files.items.length > 0 &&
        (files.kind === 'song' ? (
          <ul className="space-y-2" aria-label={`Chosen ${label.toLowerCase()}`}>
            {files.items.map((item) => (
              <FileRow
                key={item.key}
                item={item}
                disabled={disabled}
                waiting={waiting}
                onRemove={() => files.remove(item.key)}
              />
            ))}
          </ul>
        ) : (
          <ul
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4"
            aria-label={`Chosen ${label.toLowerCase()}`}
          >
            {files.items.map((item) => (
              <FileTile
                key={item.key}
                item={item}
                disabled={disabled}
                waiting={waiting}
                onRemove={() => files.remove(item.key)}
              />
            ))}
          </ul>
        ))}
    </div>
  );
}

/** The size and type hints under each picker, from the shared rules. */
export const FILE_HINTS: Record<MediaKind, string> = {
  photo: `JPEG, PNG, GIF or WebP, up to ${FILE_RULES.photo.maxMB} MB each.`,
  video: `MP4, WebM or MOV, up to ${FILE_RULES.video.maxMB} MB each.`,
  song: `MP3 or WAV, up to ${FILE_RULES.song.maxMB} MB.`,
  audio: `MP3, M4A, OGG, Opus, WAV or WebM, up to ${FILE_RULES.audio.maxMB} MB.`,
};
