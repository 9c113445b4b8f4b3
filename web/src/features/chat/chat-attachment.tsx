import { Paperclip } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { defineMessages, translator, useT } from "@/i18n";
import { attachmentError, type PreparedAttachment, prepareAttachment } from "@/lib/attachment-file";
import { toast } from "@/lib/toast";
import { CHAT_MESSAGES } from "./messages";

const MESSAGES = defineMessages({
  processFailed: {
    id: "chat.attachment.processFailed",
    defaultMessage: "Failed to process the file. Please try again.",
  },
  file: { id: "chat.attachment.file", defaultMessage: "File to attach" },
  attach: { id: "chat.attachment.attach", defaultMessage: "Attach a file" },
});

const ACCEPT = ".jpg,.jpeg,.png,.gif,.pdf,image/jpeg,image/png,image/gif,application/pdf";

/** A message's one file: checked and prepared like a comment's (images shrunk), with toasts on failure. */
export function useChatFile() {
  const [file, setFile] = useState<PreparedAttachment | null>(null);
  const onFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    const error = attachmentError(chosen);
    if (error)
      return void toast({
        variant: "destructive",
        title: translator()(CHAT_MESSAGES.uploadFailed),
        description: error,
      });
    try {
      setFile(await prepareAttachment(chosen));
    } catch {
      const t = translator();
      toast({
        variant: "destructive",
        title: t(CHAT_MESSAGES.uploadFailed),
        description: t(MESSAGES.processFailed),
      });
    }
  };
  return { file, setFile, onFile };
}

/** The 'Attach a file' button and its hidden file input; disabled once a file is attached. */
export function AttachButton({
  disabled,
  onFile,
}: {
  disabled: boolean;
  onFile: (file: File | undefined) => void;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={t(MESSAGES.file)}
        onChange={(e) => {
          onFile(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
      <Button
        type="button"
        variant="outline"
        size="icon"
        aria-label={t(MESSAGES.attach)}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <Paperclip aria-hidden="true" />
      </Button>
    </>
  );
}
