import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState, type FormEvent } from 'react'

import { ErrorSummary } from '@/components/forms/ErrorSummary'
import { readRefusal } from '@/components/forms/fetchJson'
import { TextField } from '@/components/forms/TextField'
import { hasErrors, useFormErrors } from '@/components/forms/useFormErrors'

/** An answer as our routes give it (jsdom has no fetch Response; readRefusal reads only json()). */
const answer = (body: unknown) => ({ json: async () => body }) as unknown as Response
/** An answer that is not JSON (a proxy's HTML error page). */
const notJson = () =>
  ({
    json: async () => {
      throw new SyntaxError('Unexpected token <')
    },
  }) as unknown as Response

const scrolled: Element[] = []
beforeAll(() => {
  // jsdom lays nothing out; record what asked to be scrolled into view instead.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this)
  }
})
beforeEach(() => {
  scrolled.length = 0
})

const FIELDS = [
  { name: 'name', label: 'Name' },
  { name: 'email', label: 'E-mail' },
] as const

/** A two-field form using the shared pattern, refusing empty fields on submit. */
function ContactForm({ server }: { server?: () => Promise<Response> }) {
  const { errors, refusals, refuse } = useFormErrors<'name' | 'email'>()
  const [values, setValues] = useState({ name: '', email: '' })
  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = {
      name: values.name ? undefined : 'Enter your name.',
      email: values.email ? undefined : 'Enter your e-mail address.',
    }
    if (hasErrors(found)) return refuse(found)
    if (server) refuse(await readRefusal(await server(), ['name', 'email'] as const))
  }
  return (
    <form onSubmit={submit} noValidate>
      <ErrorSummary
        errors={errors}
        fields={{ name: 'f-name', email: 'f-email' }}
        refusals={refusals}
      />
      {FIELDS.map(({ name, label }) => (
        <TextField
          key={name}
          id={`f-${name}`}
          name={name}
          label={label}
          value={values[name]}
          error={errors[name]}
          onChange={(e) => setValues({ ...values, [name]: e.target.value })}
        />
      ))}
      <button type="submit">Send</button>
    </form>
  )
}

describe('a refused form (the shared error pattern)', () => {
  it('shows nothing before the first submit', () => {
    render(<ContactForm />)
    expect(screen.queryByTestId('error-summary')).toBeNull()
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid', 'true')
  })

  it('moves focus to a summary that lists each problem as a link, and puts each message beside its field', async () => {
    const user = userEvent.setup()
    render(<ContactForm />)
    await user.type(screen.getByLabelText('Name'), 'Ana')
    await user.click(screen.getByRole('button', { name: 'Send' }))

    const summary = screen.getByTestId('error-summary')
    expect(summary).toHaveFocus()
    expect(summary).toHaveAttribute('role', 'alert')
    expect(scrolled).toContain(summary)
    expect(summary).toHaveTextContent('Please fix this to continue:')
    const link = screen.getByRole('link', { name: 'Enter your e-mail address.' })
    expect(link).toHaveAttribute('href', '#f-email')

    const email = screen.getByLabelText('E-mail')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Enter your e-mail address.')
    // What the person typed is kept.
    expect(screen.getByLabelText('Name')).toHaveValue('Ana')
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'false')

    await user.click(link)
    expect(email).toHaveFocus()
  })

  it('takes focus again on a second refusal with the same message', async () => {
    const user = userEvent.setup()
    render(<ContactForm />)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getByTestId('error-summary')).toHaveTextContent(
      'Please fix these 2 problems to continue:',
    )
    await user.click(screen.getByLabelText('Name'))
    expect(screen.getByLabelText('Name')).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getByTestId('error-summary')).toHaveFocus()
  })

  it('puts a server refusal that names a field beside that field, and any other refusal in the summary', async () => {
    const user = userEvent.setup()
    const answers = [
      answer({ error: 'That address is already taken.', field: 'email' }),
      answer({ error: 'Something went wrong on our side.', requestId: 'r1' }),
      notJson(),
    ]
    render(<ContactForm server={async () => answers.shift()!} />)
    // The fields are filled, so each submit reaches the (stand-in) server.
    await user.type(screen.getByLabelText('Name'), 'Ana')
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com')

    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'That address is already taken.',
    )
    // The answer arrives after the click: focus follows as soon as it is shown.
    await waitFor(() => expect(screen.getByTestId('error-summary')).toHaveFocus())

    await user.click(screen.getByRole('button', { name: 'Send' }))
    const summary = screen.getByTestId('error-summary')
    await waitFor(() =>
      expect(summary).toHaveTextContent('Something went wrong on our side. (Reference: r1)'),
    )
    expect(screen.queryByRole('link', { name: /Something went wrong/ })).toBeNull()
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'false')

    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() =>
      expect(screen.getByTestId('error-summary')).toHaveTextContent(
        'Something went wrong. Please try again.',
      ),
    )
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com')
  })
})

describe('readRefusal', () => {
  it('maps an alias to its field and an unknown field to the whole form', async () => {
    const fields = ['photo', 'style'] as const
    const refusal = answer
    expect(
      await readRefusal(refusal({ error: 'Gone.', field: 'reuseInput' }), fields, {
        reuseInput: 'photo',
      }),
    ).toEqual({ photo: 'Gone.' })
    expect(await readRefusal(refusal({ error: 'Odd.', field: 'colour' }), fields)).toEqual({
      form: 'Odd.',
    })
    expect(await readRefusal(refusal({ error: 'Pick one.', field: 'style' }), fields)).toEqual({
      style: 'Pick one.',
    })
  })
})

describe('ErrorSummary without a refusal count change', () => {
  it('does not steal focus when messages change while the person works', () => {
    const { rerender } = render(<ErrorSummary errors={{}} fields={{ a: 'a' }} refusals={0} />)
    act(() => {
      rerender(<ErrorSummary errors={{ a: 'Problem.' }} fields={{ a: 'a' }} refusals={0} />)
    })
    expect(screen.getByTestId('error-summary')).not.toHaveFocus()
    fireEvent.click(screen.getByRole('link', { name: 'Problem.' })) // no target in the page: no crash
  })
})
