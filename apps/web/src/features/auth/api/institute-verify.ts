import { useMutation } from '@tanstack/react-query';
import { anyBody, post } from '../../../lib/http';

/** POST /institute/verify: confirms a school's emailed verification link. */
export const verifyInstitute = (token: string) => post('/institute/verify', { token }, anyBody);

export const useVerifyInstitute = () => useMutation({ mutationFn: verifyInstitute });
