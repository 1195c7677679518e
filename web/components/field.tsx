import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { fieldClass } from './styles';

/**
 * The dashboards' form fields: a label, an optional description and an error message, wired so a
 * screen reader reads all three with the input (`aria-describedby`, `aria-invalid`), and an error
 * is announced when it appears (`role="alert"`). One family:
 * text-like inputs, a password with show/hide, a select and a textarea.
 */
interface Frame {
  label: ReactNode;
  description?: ReactNode;
  /** The problem with what was entered, shown under the input and read with it. */
  error?: string;
  /** Classes of the wrapper (e.g. a grid span); the label's look is kept. */
  wrapperClassName?: string;
}

function useFrame(id: string | undefined, { description, error }: Frame) {
  const auto = useId();
  const base = id ?? auto;
  const descriptionId = description ? `${base}-description` : undefined;
  const errorId = error ? `${base}-error` : undefined;
  return {
    id: base,
    descriptionId,
    errorId,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [descriptionId, errorId].filter(Boolean).join(' ') || undefined,
    },
  };
}

function FieldFrame({
  frame,
  ids,
  children,
}: {
  frame: Frame;
  ids: ReturnType<typeof useFrame>;
  children: ReactNode;
}) {
  return (
    <div className={`text-sm font-medium text-slate-800 ${frame.wrapperClassName ?? ''}`}>
      <label htmlFor={ids.id}>{frame.label}</label>
      {children}
      {frame.description && (
        <p id={ids.descriptionId} className="mt-1 text-xs font-normal text-slate-600">
          {frame.description}
        </p>
      )}
      {frame.error && (
        <p id={ids.errorId} role="alert" className="mt-1 text-sm font-normal text-red-700">
          {frame.error}
        </p>
      )}
    </div>
  );
}

type InputProps = Frame & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>;
type SelectProps = Frame & SelectHTMLAttributes<HTMLSelectElement>;
type TextareaProps = Frame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'>;

/**
 * Splits a field's props into its frame (label, description, error) and the control's own, and
 * gives the control its id and aria attributes.
 */
function useField<P extends Frame & { id?: string; className?: string }>(props: P) {
  const { label, description, error, wrapperClassName, id, className, ...control } = props;
  const frame = { label, description, error, wrapperClassName };
  const ids = useFrame(id, frame);
  const own = { id: ids.id, ...ids.aria, className: className ?? fieldClass };
  const wrap = (element: ReactNode) => (
    <FieldFrame frame={frame} ids={ids}>
      {element}
    </FieldFrame>
  );
  return { own, control, wrap };
}

/** A text, e-mail, search, date or number input with its label. */
export function TextField(props: InputProps) {
  const { own, control, wrap } = useField(props);
  return wrap(<input {...control} {...own} />);
}

/** A password input whose text the user may show to check it. */
export function PasswordField(props: Omit<InputProps, 'type' | 'className'>) {
  const { own, control, wrap } = useField({ ...props, className: `${fieldClass} pr-16` });
  const [shown, setShown] = useState(false);
  return wrap(
    <div className="relative">
      <input {...control} {...own} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        aria-controls={own.id}
        aria-pressed={shown}
        onClick={() => setShown((s) => !s)}
        className="absolute inset-y-0 right-1 my-1 rounded px-2 text-xs font-semibold text-brand-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {shown ? 'Hide' : 'Show'}
        {/* Named for its field ('Show password'), so two toggles on a form can be told apart. */}
        <span className="sr-only">
          {' '}
          {typeof props.label === 'string' ? props.label.toLowerCase() : 'password'}
        </span>
      </button>
    </div>,
  );
}

export function SelectField(props: SelectProps) {
  const { own, control, wrap } = useField(props);
  return wrap(<select {...control} {...own} />);
}

export function TextareaField(props: TextareaProps) {
  const { own, control, wrap } = useField(props);
  return wrap(<textarea {...control} {...own} />);
}
