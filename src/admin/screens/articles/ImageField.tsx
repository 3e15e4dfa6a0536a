import { useId, useState } from 'react';
import { articleImageUrl, uploadArticleImage } from '../../api/articles-api';
import { errorSentence } from '../../api/http';
import { Button } from '../../kit/ui';

/**
 * One image of an article (the hero, the share image): the file goes to the
 * image function, which reads its type from the bytes and refuses other
 * types and files over 5 MB with a sentence shown here.
 */
export default function ImageField({
  label,
  hint,
  imageId,
  onChange,
  disabled,
}: {
  label: string;
  hint: string;
  imageId: string | null;
  onChange: (imageId: string | null) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setProblem(null);
    try {
      onChange((await uploadArticleImage(file)).id);
    } catch (error) {
      setProblem(errorSentence(error, 'The image could not be uploaded. Please try again.'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint}
      </p>
      {imageId && (
        <div className="mt-2 flex flex-wrap items-end gap-3">
          <img src={articleImageUrl(imageId)} alt="" className="h-24 w-auto max-w-full rounded-lg border border-slate-200 object-cover" />
          <Button variant="secondary" onClick={() => onChange(null)} disabled={disabled || uploading}>
            Remove {label.toLowerCase()}
          </Button>
        </div>
      )}
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        aria-describedby={`${id}-hint`}
        disabled={disabled || uploading}
        onChange={(event) => {
          void upload(event.target.files?.[0]);
          event.target.value = '';
        }}
        className="mt-2 block w-full max-w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold"
      />
      {uploading && (
        <p role="status" className="mt-1 text-sm text-slate-600">
          Uploading...
        </p>
      )}
      {problem && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}
