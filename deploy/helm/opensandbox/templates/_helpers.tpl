{{/* The name of every object of the release. */}}
{{- define "opensandbox.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{- define "opensandbox.selectorLabels" -}}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/component: server
{{- end -}}

{{- define "opensandbox.labels" -}}
{{ include "opensandbox.selectorLabels" . }}
{{ include "opensandbox.releaseLabels" . }}
{{- end -}}

{{/* What every object of the release carries beside its own name, instance and component. */}}
{{- define "opensandbox.releaseLabels" -}}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/part-of: opensandbox
{{- end -}}

{{- define "opensandbox.secretName" -}}
{{- .Values.existingSecret | default (include "opensandbox.fullname" .) -}}
{{- end -}}

{{/*
The directory of one execd build on the nodes, named after execdImage's tag (the build's hash,
scripts/k8s/execd-image.sh) or digest: another build never shares it. A mutable tag ("latest")
could, so it is refused.
*/}}
{{- define "opensandbox.execdVersion" -}}
{{- $img := required "execdImage is required (scripts/k8s/execd-image.sh prints it)" .Values.execdImage -}}
{{- $v := "" -}}
{{- if contains "@" $img -}}
{{- $v = splitList "@" $img | last -}}
{{- else -}}
{{- $name := splitList "/" $img | last -}}
{{- if contains ":" $name }}{{ $v = splitList ":" $name | last }}{{ end -}}
{{- end -}}
{{- if or (not $v) (eq $v "latest") -}}
{{- fail (printf "execdImage %q needs a tag naming one build (or a digest): execdInstall keeps each build in a directory named after it" $img) -}}
{{- end -}}
{{- regexReplaceAll "[^A-Za-z0-9._-]" $v "_" -}}
{{- end -}}

{{- define "opensandbox.execdHostPath" -}}
{{- printf "%s/%s" (.Values.execdInstall.hostPath | trimSuffix "/") (include "opensandbox.execdVersion" .) -}}
{{- end -}}
