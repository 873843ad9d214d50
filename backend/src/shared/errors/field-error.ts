export interface FieldError {
  field: string;
  message: string;
}
