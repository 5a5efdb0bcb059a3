import { useLingui } from '@lingui/react/macro'
import {
  OTHER_STATE_CODES,
  SERVED_STATE_CODES,
  US_STATES,
  type UsStateCode,
} from '../../domain/estimate-requests/us-states.ts'

/**
 * The options of a US state picker: a disabled "Choose…", the Southeast first (where the hubs and
 * teams are), then the other states, or those of them `otherStates` keeps (where the shop ships).
 */
export function StateOptions({ otherStates = OTHER_STATE_CODES }: { otherStates?: readonly UsStateCode[] }) {
  const { t } = useLingui()
  return (
    <>
      <option value="" disabled>
        {t`Choose…`}
      </option>
      <optgroup label={t`Southeast (our service area)`}>
        {SERVED_STATE_CODES.map((code) => (
          <option key={code} value={code}>
            {US_STATES[code]}
          </option>
        ))}
      </optgroup>
      <optgroup label={t`Other states`}>
        {otherStates.map((code) => (
          <option key={code} value={code}>
            {US_STATES[code]}
          </option>
        ))}
      </optgroup>
    </>
  )
}
