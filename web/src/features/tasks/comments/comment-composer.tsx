import { Paperclip, Send } from "lucide-react";
import { useId, useRef, useState } from "react";
import { AttachmentChip } from "@/components/attachment-chip";
import { Button } from "@/components/ui/button";
import { useDialogDirty } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { COMMON, defineMessages, translator, useT } from "@/i18n";
import { attachmentError, type PreparedAttachment, prepareAttachment } from "@/lib/attachment-file";
import { toast } from "@/lib/toast";

const MESSAGES = defineMessages({
  uploadFailed: { id: "comments.upload.failed", defaultMessage: "Upload failed" },
  optimized: { id: "comments.upload.optimized", defaultMessage: "File optimized" },
  optimizedDescription: {
    id: "comments.upload.optimizedDescription",
    defaultMessage: "{name} was compressed to reduce file size.",
  },
  uploaded: { id: "comments.upload.uploaded", defaultMessage: "File uploaded" },
  uploadedDescription: {
    id: "comments.upload.uploadedDescription",
    defaultMessage: "{name} is attached to your comment.",
  },
  processFailed: {
    id: "comments.upload.processFailed",
    defaultMessage: "Failed to process the file. Please try again.",
  },
  file: { id: "comments.composer.file", defaultMessage: "Attachment file" },
  attach: { id: "comments.composer.attach", defaultMessage: "Attach File" },
});

const ACCEPT = ".jpg,.jpeg,.png,.gif,.pdf,image/jpeg,image/png,image/gif,application/pdf";

/** What a composer sends: trimmed text and at most one attachment. */
export type ComposerValue = { content: string; attachment: PreparedAttachment | null };

/** The one attachment: the hidden file input, its checks and preparation, with toasts. */
function useAttachment() {
  const fileInput = useRef<HTMLInputElement>(null);
  const [attachment, setAttachment] = useState<PreparedAttachment | null>(null);
  const [processing, setProcessing] = useState(false);

  const onFile = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = "";
    if (!file) return;
    const t = translator();
    const error = attachmentError(file);
    if (error) {
      toast({ variant: "destructive", title: t(MESSAGES.uploadFailed), description: error });
      return;
    }
    setProcessing(true);
    try {
      const prepared = await prepareAttachment(file);
      setAttachment(prepared);
      toast(
        prepared.optimized
          ? {
              title: t(MESSAGES.optimized),
              description: t(MESSAGES.optimizedDescription, { name: file.name }),
            }
          : {
              title: t(MESSAGES.uploaded),
              description: t(MESSAGES.uploadedDescription, { name: file.name }),
            },
      );
    } catch {
      toast({
        variant: "destructive",
        title: t(MESSAGES.uploadFailed),
        description: t(MESSAGES.processFailed),
      });
    } finally {
      setProcessing(false);
    }
  };

  return { fileInput, attachment, setAttachment, processing, onFile };
}

/**
 * A text box with a send button and, optionally, one attachment (product rules §14): the text
 * must be non-empty after trimming; the upload button is disabled once a file is attached.
 * `onSubmit` returns whether the post succeeded, which clears the box.
 */
export function CommentComposer({
  label,
  placeholder,
  submitLabel,
  withAttachment = false,
  autoFocus = false,
  isPending,
  onSubmit,
  onCancel,
}: {
  label: string;
  placeholder: string;
  submitLabel: string;
  withAttachment?: boolean;
  autoFocus?: boolean;
  isPending: boolean;
  onSubmit: (value: ComposerValue) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState("");
  const { fileInput, attachment, setAttachment, processing, onFile } = useAttachment();
  const content = text.trim();
  useDialogDirty(content !== "" || attachment !== null);

  const submit = async () => {
    if (!content || isPending || processing) return;
    if (await onSubmit({ content, attachment })) {
      setText("");
      setAttachment(null);
    }
  };

  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        // The dialog may sit inside another form (the task dialog): keep the submit to this one.
        event.stopPropagation();
        void submit();
      }}
    >
      <Label htmlFor={`${id}-text`} className="sr-only">
        {label}
      </Label>
      <Textarea
        id={`${id}-text`}
        value={text}
        placeholder={placeholder}
        autoFocus={autoFocus}
        rows={withAttachment ? 3 : 2}
        maxLength={10_000}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void submit();
          }
        }}
      />
      {attachment && <AttachmentChip name={attachment.name} onRemove={() => setAttachment(null)} />}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {withAttachment ? (
          <>
            <input
              ref={fileInput}
              type="file"
              accept={ACCEPT}
              className="hidden"
              tabIndex={-1}
              aria-label={t(MESSAGES.file)}
              onChange={(event) => void onFile(event.target.files?.[0])}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={attachment !== null || processing}
              onClick={() => fileInput.current?.click()}
            >
              {processing ? <Spinner /> : <Paperclip aria-hidden="true" />}
              {t(MESSAGES.attach)}
            </Button>
          </>
        ) : (
          <span />
        )}
        <div className="flex gap-2">
          {onCancel && (
            <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
              {t(COMMON.cancel)}
            </Button>
          )}
          <Button type="submit" size="sm" disabled={!content || isPending || processing}>
            {isPending ? <Spinner /> : <Send aria-hidden="true" />}
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
