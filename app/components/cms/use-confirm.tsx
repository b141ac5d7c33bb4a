import { useCallback, useRef, useState } from 'react';
import { ModalDialog } from './modal-dialog';

interface Question {
  title: string;
  message: string;
  confirmLabel: string;
}

/**
 * `confirm(question)` resolves true when the user confirms. Render `dialog` once in the
 * component that asks.
 */
export function useConfirm() {
  const [question, setQuestion] = useState<Question | null>(null);
  const resolver = useRef<(answer: boolean) => void>(() => {});

  const confirm = useCallback(
    (q: Question) =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setQuestion(q);
      }),
    [],
  );

  const answer = (value: boolean) => {
    setQuestion(null);
    resolver.current(value);
  };

  const dialog = (
    <ModalDialog
      open={question !== null}
      title={question?.title ?? ''}
      message={question?.message ?? ''}
      confirmLabel={question?.confirmLabel ?? 'OK'}
      danger
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
  return { confirm, dialog };
}
