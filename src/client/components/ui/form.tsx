import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormHTMLAttributes, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '#client/lib/api-client';
import { t } from '#client/lib/i18n';
import { FormAlert } from './form-alert';

export type FormApi<TInput extends FieldValues, TOutput extends FieldValues> = UseFormReturn<
  TInput,
  unknown,
  TOutput
>;

interface FormProps<TInput extends FieldValues, TOutput extends FieldValues> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'noValidate'
> {
  /** The payload schema (usually the shared one the server parses too): its rules and messages. */
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  /**
   * Called with the parsed values once every field is valid; the form counts as submitting
   * until the promise settles. A throw keeps every value and shows why in the form's alert.
   */
  onSubmit: (values: TOutput, form: FormApi<TInput, TOutput>) => Promise<unknown> | void;
  /** The alert's text when the failure has no message meant for people (a 5xx, no network). */
  failureMessage?: string;
  children: (form: FormApi<TInput, TOutput>) => ReactNode;
}

/**
 * Why a submit failed, in words for the person: the server's message for a 4xx
 * (it names the problem: "An admin with this email already exists"), the form's own
 * text for anything else, whose details mean nothing to them.
 */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback;
}

/**
 * Every form of the app: the schema's rules checked on submit and then on every change
 * (spec §4), the submit state, and the reason a submit failed in an alert above the fields.
 */
export function Form<TInput extends FieldValues, TOutput extends FieldValues>({
  schema,
  defaultValues,
  onSubmit,
  failureMessage,
  children,
  ...rest
}: FormProps<TInput, TOutput>) {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values, form);
    } catch (error) {
      setFailure(failureText(error, failureMessage ?? t('ui.formFailed')));
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // A new attempt answers for itself: the last one's reason must not stand above
        // field errors that now say something else.
        setFailure(null);
        void submit(event);
      }}
      {...rest}
    >
      <FormAlert>{failure}</FormAlert>
      {children(form)}
    </form>
  );
}
