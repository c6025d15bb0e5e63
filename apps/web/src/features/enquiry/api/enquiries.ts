import { type EnquiryBody, enquiryCreatedSchema } from '@noticeboard/shared';
import { useMutation } from '@tanstack/react-query';
import { post } from '../../../lib/http';

/** POST /enquiries: a call back, a contact message or a custom-plan enquiry; stored, then mailed to sales. */
export const sendEnquiry = (body: EnquiryBody) => post('/enquiries', body, enquiryCreatedSchema);

export const useSendEnquiry = () => useMutation({ mutationFn: sendEnquiry });
