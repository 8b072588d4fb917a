import { useState } from 'react';
import { useFormSubmitter, type FieldsByErrorCode } from '@compliance/shared-ui';

/**
 * The submit of a form that uploads its FileField's file: the upload's progress in percent for the
 * field (null while none runs), and a failure as the form's errors, the server's refusals of the
 * file itself at the fields `fields` names.
 */
export function useUploadSubmitter(fields: FieldsByErrorCode) {
  const submitWith = useFormSubmitter();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = async <T>(send: (onProgress: (percent: number) => void) => Promise<T>) => {
    setProgress(0);
    const outcome = await submitWith(() => send(setProgress), fields);
    setProgress(null);
    return outcome;
  };
  return { progress, upload };
}
